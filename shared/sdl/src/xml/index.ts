// The XML template format: a movie said in XML and read back (docs/xml-templates.md). An entry
// of its own, `@reelforge/sdl/xml`, so that pages without templates do not load the XML reader.
export { movieToXml } from './movie-to-xml.js';
export { xmlToMovie } from './xml-to-movie.js';
export { templateFormat, XML_TEMPLATE_DEFAULTS } from './template-format.js';
export { XML_LIMITS } from './xml-tree.js';
export { XmlWriteError, type XmlProblem } from './xml-problems.js';
