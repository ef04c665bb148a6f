import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { markWords, scriptPayloadCard } from '../storyFixtures/cards';
import { RichText } from './RichText';

const meta = {
  title: 'UI/References/RichText',
  component: RichText,
  args: {
    html:
      '<p>Keeps <em>emphasis</em>, <strong>strong words</strong> and <a href="https://example.org/paper">links</a>.</p>' +
      '<ul><li>first point</li><li>second point</li></ul>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SimpleHtml: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('emphasis').tagName).toBe('EM');
    await expect(canvas.getByText('strong words').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: 'links' });
    await expect(link).toHaveAttribute('href', 'https://example.org/paper');
    // Links in stored text open in a new tab without access to this page.
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(0);
  },
};

/** A stored `<img onerror>`, `<script>`, `javascript:` link, iframe and inline style: all inert. */
export const ScriptPayloadInert: Story = {
  args: { html: scriptPayloadCard.summary },
  beforeEach() {
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    return () => alert.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Plain words stay.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img, script, iframe, svg, style')).toHaveLength(0);
    for (const element of canvasElement.querySelectorAll('*')) {
      const handlers = [...element.attributes].filter((attribute) => attribute.name.startsWith('on'));
      await expect(handlers).toEqual([]);
      await expect(element.getAttribute('style')).toBeNull();
    }
    // The javascript: address is gone; the words of the link stay as text.
    const link = canvas.getByText('a link that must not run');
    await expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:|onerror|onmouseover|<script/i);
    // Give a broken image time to fail: nothing may have run.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.alert).not.toHaveBeenCalled();
  },
};

export const MatchedWordsMarked: Story = {
  args: {
    html: '<p>The <em>theory</em> of information, and information <a href="https://example.org/theory">theory</a>.</p>',
    markText: (text: string) => markWords(['information', 'theory'])('summary', text),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0));
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['theory', 'information', 'information', 'theory']);
    // Marking works inside the markup and leaves it whole: the emphasis and the link remain.
    await expect(canvasElement.querySelector('em mark')).not.toBeNull();
    await expect(canvasElement.querySelector('a mark')).not.toBeNull();
    await expect(canvasElement.querySelector('a')).toHaveAttribute('href', 'https://example.org/theory');
  },
};

/** Words that look like markup are text: marking them cannot add elements. */
export const MarkupInTextStaysText: Story = {
  args: {
    html: '<p>&lt;b&gt;bold&lt;/b&gt; is written as text here</p>',
    markText: (text: string) => markWords(['bold'])('summary', text),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/is written as text here/)).toHaveTextContent(
      '<b>bold</b> is written as text here',
    );
    await expect(canvasElement.querySelectorAll('b')).toHaveLength(0);
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('bold');
  },
};
