import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { COMPS, MEDIA, projectWith, templatesArea, version } from '../fx/fx-area.js';

afterEach(() => leaveArea());

// The tracker we ship in the iv state (docs/tracking.md "In the console"), on clip.mp4 of 320x180 and 25 frames;
// the fake platform "finds" the rectangle's centre on every frame from the one tracked from (fx-area.tsx).
const BALL = version('v-clip', 'ball', 'Ball', [
  { frame: 0, x: 0.25, y: 0.5 },
  { frame: 10, x: 0.5, y: 0.5 },
  { frame: 24, x: 0.75, y: 0.5 },
]);

const stage = () => screen.getByRole('group', { name: /draw a rectangle around what to track/ });
const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

/** The stage as if it were laid out 640 pixels wide: twice the video's pixels. */
function layOut(svg: Element) {
  svg.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width: 640, height: 360, right: 640, bottom: 360, x: 0, y: 0 }) as DOMRect;
}

describe('the tracker in the console', () => {
  it('draws a rectangle with the pointer, tracks it into a new version with its progress, then draws the path', async () => {
    const server = projectWith({ versions: [] });
    templatesArea(`${COMPS}/v-clip/iv`);
    const svg = await waitFor(() => stage());
    expect(screen.getByRole('img', { name: 'Frame 0 of clip.mp4' }).getAttribute('src')).toBe(
      '/frames/p1/v-clip/0.jpg',
    );
    layOut(svg);
    // From (40, 60) to (120, 140) on screen: (20, 30) to (60, 70) in the video.
    fireEvent.pointerDown(svg, { button: 0, pointerId: 1, clientX: 40, clientY: 60 });
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 120, clientY: 140 });
    fireEvent.pointerUp(svg, { pointerId: 1, clientX: 120, clientY: 140 });
    expect([field('X'), field('Y'), field('Width'), field('Height')].map((input) => input.value)).toEqual([
      '20',
      '30',
      '40',
      '40',
    ]);
    const track = screen.getByRole('button', { name: 'Track from frame 0' }) as HTMLButtonElement;
    expect(track.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name of the new version' }), 'Ball');
    await userEvent.click(track);
    expect(server.tracking.track).toHaveBeenCalledWith(
      'p1',
      { uid: 'v-clip' },
      { name: 'Ball', frame: 0, x: 20, y: 30, w: 40, h: 40 },
    );
    const bar = await screen.findByRole('progressbar', { name: 'Tracking clip.mp4' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Tracking: 12 of 25 frames');
    expect(await screen.findByText('Tracked: found on 25 of 25 frames.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Tracking clip.mp4' })).toBeNull();
    await waitFor(() => expect(window.location.search).toBe('?version=ball'));
    expect(await screen.findByRole('heading', { name: 'Motion tracker: Ball' })).toBeTruthy();
    await waitFor(() => expect(stage().querySelector('polyline')).not.toBeNull());
    expect(screen.getByText('25 points, frames 0 to 24.')).toBeTruthy();
  });

  it('gives the rectangle and the frame by keyboard alone', async () => {
    const server = projectWith({ versions: [] });
    templatesArea(`${COMPS}/v-clip/iv`);
    // The slider takes the arrow keys in a browser (the e2e suite); here its buttons, from the keyboard.
    (await screen.findByRole('button', { name: 'Next frame' })).focus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}{Enter}{Enter}');
    screen.getByRole('button', { name: 'Previous frame' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Frame shown' }).textContent).toBe('4 / 24');
    for (const [name, value] of [
      ['X', '100'],
      ['Y', '40'],
      ['Width', '32'],
      ['Height', '24'],
    ] as const) {
      await retype(field(name), value);
    }
    // Too small: the tracker reads at least 16 pixels a side.
    await retype(field('Height'), '8');
    expect(screen.getByText("The rectangle's sides are 16 to 256 pixels (32 × 8 given)")).toBeTruthy();
    await retype(field('Height'), '24');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name of the new version' }), 'Sign{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Track from frame 4' }));
    expect(server.tracking.track).toHaveBeenCalledWith(
      'p1',
      { uid: 'v-clip' },
      { name: 'Sign', frame: 4, x: 100, y: 40, w: 32, h: 24 },
    );
    expect(await screen.findByText('Tracked: found on 21 of 21 frames.')).toBeTruthy();
  });

  it("puts the rectangle on a version's point, moves the point by keyboard and by dragging, and tracks again from there", async () => {
    const server = projectWith({ versions: [BALL] });
    templatesArea(`${COMPS}/v-clip/iv?version=ball`);
    const frame = await screen.findByRole('slider', { name: 'Frame' });
    fireEvent.change(frame, { target: { value: '10' } });
    // Frame 10's point is the centre (160, 90): a 64-pixel rectangle around it.
    const point = await screen.findByRole('button', { name: /^Point on frame 10: 160, 90/ });
    expect(field('X').value).toBe('128');
    point.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByRole('button', { name: /^Point on frame 10: 162, 100/ })).toBeTruthy();
    const svg = stage();
    layOut(svg);
    fireEvent.pointerDown(point, { button: 0, pointerId: 2, clientX: 324, clientY: 200 });
    fireEvent.pointerMove(svg, { pointerId: 2, clientX: 334, clientY: 190 });
    fireEvent.pointerUp(svg, { pointerId: 2 });
    expect(screen.getByRole('button', { name: /^Point on frame 10: 167, 95/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Track Ball again from frame 10' }));
    expect(server.tracking.trackAgain).toHaveBeenCalledWith('p1', { uid: 'v-clip' }, 'ball', {
      frame: 10,
      x: 135,
      y: 63,
      w: 64,
      h: 64,
    });
    expect(await screen.findByText('Tracked: found on 15 of 15 frames.')).toBeTruthy();
    const kept = server.versions().find((v) => v.id === 'ball')!.points;
    expect(kept[0]).toEqual(BALL.points[0]);
    expect(kept.map((p) => p.frame)).toEqual([0, ...Array.from({ length: 15 }, (_, n) => 10 + n)]);
    expect(kept.at(-1)).toEqual({ frame: 24, x: 167 / MEDIA.width, y: 95 / MEDIA.height });
  });

  it('says why a tracking was not started', async () => {
    const server = projectWith({ versions: [] });
    server.tracking.track = async () => {
      throw new Error('A tracking of yours is going on: wait for it to end, then start the next');
    };
    templatesArea(`${COMPS}/v-clip/iv`);
    await waitFor(() => stage());
    await retype(field('Width'), '32');
    await retype(field('Height'), '32');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name of the new version' }), 'Ball');
    await userEvent.click(screen.getByRole('button', { name: 'Track from frame 0' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not started: A tracking of yours is going on: wait for it to end, then start the next',
    );
    expect(within(screen.getByRole('region', { name: 'Motion tracker' })).queryByRole('progressbar')).toBeNull();
  });
});
