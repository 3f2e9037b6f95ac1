// The example templates of shared/sdl/xml/examples, read as text when the area is built (`?raw`).
import example0 from '@reelforge/sdl/xml/examples/01-title-card.xml?raw';
import example1 from '@reelforge/sdl/xml/examples/02-lower-third.xml?raw';
import example2 from '@reelforge/sdl/xml/examples/03-transitions.xml?raw';
import example3 from '@reelforge/sdl/xml/examples/04-video-background.xml?raw';
import example4 from '@reelforge/sdl/xml/examples/05-logo.xml?raw';
import example5 from '@reelforge/sdl/xml/examples/06-soundtrack.xml?raw';
import example6 from '@reelforge/sdl/xml/examples/07-format-variable.xml?raw';
import example7 from '@reelforge/sdl/xml/examples/08-datasource.xml?raw';
import example8 from '@reelforge/sdl/xml/examples/09-points-variable.xml?raw';
import example9 from '@reelforge/sdl/xml/examples/10-hd-settings.xml?raw';

/** One example: its file name, what its opening comment says it shows, and its text. */
export interface XmlExample {
  file: string;
  about: string;
  text: string;
}

const FILES: [string, string][] = [
  ['01-title-card.xml', example0],
  ['02-lower-third.xml', example1],
  ['03-transitions.xml', example2],
  ['04-video-background.xml', example3],
  ['05-logo.xml', example4],
  ['06-soundtrack.xml', example5],
  ['07-format-variable.xml', example6],
  ['08-datasource.xml', example7],
  ['09-points-variable.xml', example8],
  ['10-hd-settings.xml', example9],
];

/** The first comment of an example says what it shows. */
const about = (text: string) => /<!--\s*([\s\S]*?)\s*-->/.exec(text)?.[1] ?? '';

export const XML_EXAMPLES: readonly XmlExample[] = FILES.map(([file, text]) => ({ file, about: about(text), text }));
