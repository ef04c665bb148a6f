import { getViolinComposers } from '@portfolio/contracts';
import {
  enlargedOddScore,
  mockContractError,
  pianoScores,
  plainPianoScore,
  plainViolinScore,
  scoreWithVideo,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  composerOf,
  instrumentOf,
  pagesMissing,
  quietConsoleError,
  scoresFailOnce,
} from '../stories/story-catalogue';
import { controlChange, storyMidi } from '../stories/story-midi';
import { ScoreRoute } from './ScoreRoute';

const route = '/midi/scores/:instrument/:score';

/** Story settings for a screen of the given size (the walk's tablet, portrait and landscape). */
const screenOf = (width: number, height: number) => {
  const key = `screen${width}x${height}`;
  const styles = { width: `${width}px`, height: `${height}px` };
  return {
    globals: { viewport: { value: key, isRotated: false } },
    parameters: { viewport: { options: { [key]: { name: `${width} × ${height}`, styles } } } },
  };
};
const midi = storyMidi();

// The demo catalogue's plain scores turned here have three pages: pages 1 and 2, then page 3 alone.
const firstPages = ['Page_1.png', 'Page_2.png'];
const lastPage = ['Page_3.png'];
if (plainPianoScore.pageCount !== 3 || plainViolinScore.pageCount !== 3) {
  throw new Error('The ScoreRoute stories expect plain demo scores of three pages');
}
const enlargedPath = `/midi/scores/${instrumentOf(enlargedOddScore)}/${enlargedOddScore.id}`;
const violinPath = `/midi/scores/violin/${plainViolinScore.id}`;

const meta = {
  title: 'Features/Midi/ScoreRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ScoreRoute,
  parameters: { layout: 'fullscreen', router: { path: `/midi/scores/piano/${plainPianoScore.id}`, route } },
  decorators: [midi.decorator],
  beforeEach({ parameters }) {
    midi.reset((parameters.midi as 'fake' | 'none' | 'refused' | undefined) ?? 'fake', {
      pluggedIn: parameters.pedalPluggedIn !== false,
    });
  },
} satisfies Meta<typeof ScoreRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The file names on the stand, left to right. */
const shownFiles = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Score' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src')?.split('/').pop());

const indicator = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Score' })).getByRole('status');

async function pedalReady(canvas: Canvas) {
  await expect(await canvas.findByText('MIDI pedal ready: Foot pedal')).toBeVisible();
}

/** Previous and Next stay where they are while the indicator's text changes, and fit the window. */
export const TurnButtonsStayPut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: plainPianoScore.name })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next' });
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const places = () => [previous.getBoundingClientRect().left, next.getBoundingClientRect().left];
    const first = places();
    await expect(first[0]).toBeGreaterThanOrEqual(0);
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await userEvent.click(next);
    // "Page 3 of 3" and the note under it: a different text, the same places.
    await expect(indicator(canvas)).toHaveTextContent('Next starts again from the beginning');
    await expect(places()).toEqual(first);
  },
};

export const TwoPagesPerTurn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: plainPianoScore.name })).toBeVisible();
    // The composer, under the title and in the trail.
    await expect(await canvas.findAllByText(composerOf(plainPianoScore).name)).toHaveLength(2);
    await expect(shownFiles(canvas)).toEqual(firstPages);
    await expect(indicator(canvas)).toHaveTextContent('Pages 1–2 of 3');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    // Three pages: the last turn shows one page alone.
    await expect(shownFiles(canvas)).toEqual(lastPage);
    await expect(indicator(canvas)).toHaveTextContent('Page 3 of 3');
    await expect(indicator(canvas)).toHaveTextContent('Next starts again from the beginning');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    // Next wraps to the start.
    await userEvent.click(next);
    await expect(shownFiles(canvas)).toEqual(firstPages);
    // Previous stops at the first pages.
    await userEvent.click(next);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(shownFiles(canvas)).toEqual(firstPages);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** On a phone (390 px) one page fills the width, and the indicator names the one page shown. */
export const OnePagePerTurnOnAPhone: Story = {
  ...screenOf(390, 844),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: plainPianoScore.name })).toBeVisible();
    await waitFor(() => expect(shownFiles(canvas)).toEqual(['Page_1.png']));
    await expect(indicator(canvas)).toHaveTextContent('Page 1 of 3');
    const page = within(canvas.getByRole('region', { name: 'Score' })).getByRole('img');
    // The page takes most of the screen's width.
    await waitFor(() => expect(page.getBoundingClientRect().width).toBeGreaterThan(300));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(shownFiles(canvas)).toEqual(['Page_2.png']);
    await expect(indicator(canvas)).toHaveTextContent('Page 2 of 3');
  },
};

/**
 * On a tablet in portrait (768 × 1024) one page a view at the stand's full width, as sheet-music
 * apps do; two pages side by side there left a band of empty stand under them (decision 114).
 */
export const OnePagePerTurnOnATabletInPortrait: Story = {
  ...screenOf(768, 1024),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: plainPianoScore.name })).toBeVisible();
    await waitFor(() => expect(shownFiles(canvas)).toEqual(['Page_1.png']));
    await expect(indicator(canvas)).toHaveTextContent('Page 1 of 3');
    const page = within(canvas.getByRole('region', { name: 'Score' })).getByRole('img');
    await waitFor(() => expect(page.getBoundingClientRect().width).toBeGreaterThan(600));
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownFiles(canvas)).toEqual(['Page_2.png']);
  },
};

/** The same tablet turned to landscape (1024 × 768) keeps the open book: two pages a view. */
export const TwoPagesPerTurnOnATabletInLandscape: Story = {
  ...screenOf(1024, 768),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: plainPianoScore.name })).toBeVisible();
    await expect(shownFiles(canvas)).toEqual(firstPages);
    await expect(indicator(canvas)).toHaveTextContent('Pages 1–2 of 3');
  },
};

export const EnlargedOddCount: Story = {
  parameters: { router: { path: enlargedPath, route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: enlargedOddScore.name })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next' });
    const seen: Array<[string | undefined, string]> = [];
    // Five pages: both halves of pages 1 to 4, page 5 whole, then the start again.
    for (let turn = 0; turn < 10; turn += 1) {
      const [file] = shownFiles(canvas);
      seen.push([file, indicator(canvas).textContent ?? '']);
      await expect(shownFiles(canvas)).toHaveLength(1);
      await userEvent.click(next);
    }
    await expect(seen.map(([file]) => file)).toEqual([
      'Page_1a_large.png',
      'Page_1b_large.png',
      'Page_2a_large.png',
      'Page_2b_large.png',
      'Page_3a_large.png',
      'Page_3b_large.png',
      'Page_4a_large.png',
      'Page_4b_large.png',
      'Page_5.png',
      'Page_1a_large.png',
    ]);
    await expect(seen[1]![1]).toMatch(/^Page 1 of 5, bottom half/);
    await expect(seen[8]![1]).toMatch(/^Page 5 of 5/);
    await expect(canvas.getByRole('img', { name: 'Page 1, bottom half, enlarged' })).toBeVisible();
  },
};

export const KeyboardTurnsPages: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: plainPianoScore.name })).toBeVisible();
    await userEvent.keyboard('{PageDown}');
    await expect(shownFiles(canvas)).toEqual(lastPage);
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownFiles(canvas)).toEqual(firstPages);
    await userEvent.keyboard(' ');
    await expect(shownFiles(canvas)).toEqual(lastPage);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(shownFiles(canvas)).toEqual(firstPages);
    await userEvent.keyboard('{PageUp}');
    await expect(shownFiles(canvas)).toEqual(firstPages);
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}');
    await expect(shownFiles(canvas)).toEqual(lastPage);
    // Space on a focused button clicks it once, and does not turn a second time.
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard(' ');
    await expect(shownFiles(canvas)).toEqual(firstPages);
  },
};

export const PianoPedals: Story = {
  beforeEach() {
    const info = spyOn(console, 'info').mockImplementation(() => undefined);
    return () => info.mockRestore();
  },
  play: async ({ canvas }) => {
    await pedalReady(canvas);
    const { pedal } = midi.state;
    // Middle pedal: pressing does nothing, releasing turns forward.
    pedal.send(controlChange(66, 127));
    await expect(shownFiles(canvas)).toEqual(firstPages);
    pedal.send(controlChange(66, 0));
    await waitFor(() => expect(shownFiles(canvas)).toEqual(lastPage));
    // Sustain pedal: only logged.
    pedal.pressAndRelease(64);
    await expect(console.info).toHaveBeenCalledWith('Sustain pedal (control change 64) released');
    // Soft pedal: turns back on violin only, so nothing on the piano.
    await new Promise((resolve) => setTimeout(resolve, 350));
    pedal.pressAndRelease(67);
    await expect(shownFiles(canvas)).toEqual(lastPage);
    await expect(indicator(canvas)).toHaveTextContent('Page 3 of 3');
  },
};

export const ViolinBackPedal: Story = {
  parameters: { router: { path: violinPath, route } },
  play: async ({ canvas }) => {
    await pedalReady(canvas);
    const { pedal } = midi.state;
    pedal.pressAndRelease(66);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(lastPage));
    pedal.pressAndRelease(67);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(firstPages));
    // Back stops at the first pages; the middle pedal wraps from the last to the first.
    await new Promise((resolve) => setTimeout(resolve, 350));
    pedal.pressAndRelease(67);
    await expect(shownFiles(canvas)).toEqual(firstPages);
    await new Promise((resolve) => setTimeout(resolve, 350));
    pedal.pressAndRelease(66);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(lastPage));
    await new Promise((resolve) => setTimeout(resolve, 350));
    pedal.pressAndRelease(66);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(firstPages));
  },
};

export const PedalPluggedInLater: Story = {
  parameters: { pedalPluggedIn: false },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No MIDI pedal connected. Plug one in: it works at once.'),
    ).toBeVisible();
    const { access, pedal } = midi.state;
    access.connect(pedal);
    await pedalReady(canvas);
    pedal.pressAndRelease(66);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(lastPage));
    // Unplugged: it is no longer listed, and the page keeps working with the buttons.
    access.disconnect(pedal);
    await expect(await canvas.findByText(/No MIDI pedal connected/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(shownFiles(canvas)).toEqual(firstPages);
  },
};

export const RepeatedMessagesTurnOnce: Story = {
  play: async ({ canvas }) => {
    await pedalReady(canvas);
    const { pedal } = midi.state;
    // A bouncing contact: three releases within a few milliseconds.
    pedal.send(controlChange(66, 0));
    pedal.send(controlChange(66, 0));
    pedal.send(controlChange(66, 0));
    await waitFor(() => expect(shownFiles(canvas)).toEqual(lastPage));
    await new Promise((resolve) => setTimeout(resolve, 150));
    pedal.send(controlChange(66, 0));
    await expect(shownFiles(canvas)).toEqual(lastPage);
    // After 300 ms of quiet the pedal turns again (from the last page to the first).
    await new Promise((resolve) => setTimeout(resolve, 350));
    pedal.send(controlChange(66, 0));
    await waitFor(() => expect(shownFiles(canvas)).toEqual(firstPages));
  },
};

export const LearnPedal: Story = {
  play: async ({ canvas }) => {
    await pedalReady(canvas);
    const { pedal } = midi.state;
    await userEvent.click(canvas.getByText('Pedal settings'));
    await userEvent.click(canvas.getByRole('button', { name: 'Learn pedal' }));
    await expect(canvas.getByText('Press the pedal that should turn forward…')).toBeVisible();
    // While learning, messages turn nothing.
    pedal.send([0x90, 60, 100]);
    await expect(await canvas.findByText('Now press the pedal that should turn back…')).toBeVisible();
    pedal.send([0x80, 60, 0]);
    pedal.send([0x90, 62, 100]);
    await expect(await canvas.findByText('Learned pedals, kept in this browser.')).toBeVisible();
    await expect(shownFiles(canvas)).toEqual(firstPages);
    await expect(canvas.getByText('Note 60, channel 1 (learned)')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('midi_pedal_mapping') ?? 'null')).toEqual({
      forward: { status: 0x90, data1: 60 },
      back: { status: 0x90, data1: 62 },
    });

    // The learned pedals turn, on the piano too; the standard middle pedal no longer does.
    pedal.send([0x90, 60, 100]);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(lastPage));
    pedal.send([0x90, 62, 100]);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(firstPages));
    pedal.pressAndRelease(66);
    await expect(shownFiles(canvas)).toEqual(firstPages);

    // Reset: back to the standard pedals, and forgotten by the browser.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to standard pedals' }));
    await expect(localStorage.getItem('midi_pedal_mapping')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 350));
    pedal.pressAndRelease(66);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(lastPage));
  },
};

export const LearnedPedalsFromAnEarlierVisit: Story = {
  beforeEach() {
    localStorage.setItem(
      'midi_pedal_mapping',
      JSON.stringify({ forward: { status: 0xb0, data1: 20 }, back: { status: 0xb0, data1: 21 } }),
    );
  },
  play: async ({ canvas }) => {
    await pedalReady(canvas);
    midi.state.pedal.pressAndRelease(20);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(lastPage));
    midi.state.pedal.pressAndRelease(21);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(firstPages));
    await userEvent.click(canvas.getByText('Pedal settings'));
    await expect(canvas.getByText('Control change 20, channel 1, on release (learned)')).toBeVisible();
  },
};

export const CancelLearning: Story = {
  play: async ({ canvas }) => {
    await pedalReady(canvas);
    await userEvent.click(canvas.getByText('Pedal settings'));
    await userEvent.click(canvas.getByRole('button', { name: 'Learn pedal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByText(/Press the pedal/)).toBeNull();
    midi.state.pedal.pressAndRelease(66);
    await waitFor(() => expect(shownFiles(canvas)).toEqual(lastPage));
    await expect(localStorage.getItem('midi_pedal_mapping')).toBeNull();
  },
};

export const NoWebMidi: Story = {
  parameters: { midi: 'none' },
  play: async ({ canvas }) => {
    const notice = await canvas.findByText('Web MIDI API is not supported');
    await expect(notice).toBeVisible();
    // Not blocking: buttons and keys still turn, and the score is in view.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(shownFiles(canvas)).toEqual(lastPage);
    await userEvent.keyboard('{PageUp}');
    await expect(shownFiles(canvas)).toEqual(firstPages);
    await userEvent.click(canvas.getByText('Pedal settings'));
    await expect(canvas.getByRole('button', { name: 'Learn pedal' })).toBeDisabled();
  },
};

export const MidiAccessRefused: Story = {
  parameters: { midi: 'refused' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The browser did not allow access to MIDI devices')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownFiles(canvas)).toEqual(lastPage);
  },
};

export const AudioAndVideo: Story = {
  parameters: {
    router: { path: `/midi/scores/${instrumentOf(scoreWithVideo)}/${scoreWithVideo.id}`, route },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: scoreWithVideo.name })).toBeVisible();
    const audio = canvasElement.querySelector('audio');
    await expect(audio).toHaveAttribute('src', `/apiAudio/${scoreWithVideo.audio}.mp3`);
    await expect(audio).toHaveAccessibleName(`Recording of ${scoreWithVideo.name}`);
    await userEvent.click(canvas.getByRole('link', { name: 'Watch the video' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      `Navigated to /midi/videos/${scoreWithVideo.video}`,
    );
  },
};

/**
 * The score is listed, but the server has none of its page images. A score no other story here
 * opens: an image this page loaded before comes from the browser's memory, past the mock.
 */
const scoreWithoutPages = pianoScores.find(
  (score) => score !== plainPianoScore && !score.enlarged && !score.video && score.pageCount > 1,
)!;

export const MissingPageImage: Story = {
  beforeEach({ msw }) {
    msw.use(pagesMissing(scoreWithoutPages));
  },
  parameters: { router: { path: `/midi/scores/piano/${scoreWithoutPages.id}`, route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Page 1 could not be loaded.')).toBeVisible();
    // Each image fails on its own answer: the second may come a moment later.
    await expect(await canvas.findByText('Page 2 could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const UnknownScore: Story = {
  parameters: { router: { path: '/midi/scores/piano/moonlight', route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Score not found' })).toBeVisible();
    await expect(canvas.getByText('There is no piano score called "moonlight".')).toBeVisible();
  },
};

export const ScoreOfTheOtherInstrument: Story = {
  parameters: { router: { path: `/midi/scores/piano/${plainViolinScore.id}`, route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Score not found' })).toBeVisible();
  },
};

export const UnknownInstrument: Story = {
  parameters: { router: { path: `/midi/scores/flute/${plainViolinScore.id}`, route } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instrument not found' })).toBeVisible();
  },
};

export const ScoreListFails: Story = {
  beforeEach({ msw }) {
    msw.use(scoresFailOnce('violin', 502));
    return quietConsoleError();
  },
  parameters: { router: { path: violinPath, route } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Scores unavailable' })).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(
      'Http failure response for /apiMIDI/violin-scores: 502 Bad Gateway',
      expect.anything(),
    );
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: plainViolinScore.name })).toBeVisible();
  },
};

export const ComposerNamesUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getViolinComposers, 500));
    return quietConsoleError();
  },
  parameters: { router: { path: violinPath, route } },
  play: async ({ canvas }) => {
    // The score still opens, naming the composer by its id.
    await expect(await canvas.findByRole('heading', { level: 1, name: plainViolinScore.name })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(plainViolinScore.composer)).toHaveLength(2));
  },
};
