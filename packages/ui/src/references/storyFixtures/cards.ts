// Sample cards for the area's ui stories (feature stories use @portfolio/mocks).
import type { MarkCardText, ReferenceCardContent } from '../ReferenceResultCard';
import type { AdvancedSearchEntry, SearchFieldOption } from '../AdvancedSearchForm';

export const kuhnCard: ReferenceCardContent = {
  id: 12,
  uuid: '0b6f2a51-7c3e-4d8a-9f10-2e4b6c8d0a12',
  refTitle: 'The Structure of Scientific Revolutions',
  refLink: 'https://press.uchicago.edu/ucp/books/book/chicago/S/bo13179781.html',
  refWrittenType: 'Book',
  refMediaType: 'Print',
  refSocialMediaType: 'None',
  tags: ['history of science', 'philosophy of science', 'paradigm shift'],
  refAuthors: ['Thomas S. Kuhn'],
  publisher: 'University of Chicago Press',
  refDate: '1962',
  creator: 'story.curator',
  summary:
    '<p>Kuhn argues that science alternates between long stretches of <em>normal science</em>, which solves puzzles inside an accepted framework, and rare <strong>revolutions</strong> in which the framework itself is replaced.</p><ul><li>Anomalies pile up</li><li>A crisis opens</li><li>A new paradigm wins adherents</li></ul>',
};

export const attentionCard: ReferenceCardContent = {
  id: 48,
  uuid: '5d1e9c3a-2b4f-4e6a-8c7d-9a0b1c2d3e48',
  refTitle: 'Attention Is All You Need',
  refLink: 'https://arxiv.org/abs/1706.03762',
  refWrittenType: 'Conference Paper',
  refMediaType: 'Web',
  refSocialMediaType: 'None',
  tags: ['deep learning', 'machine learning', 'natural language processing'],
  refAuthors: ['Ashish Vaswani', 'Noam Shazeer', 'Niki Parmar', 'Jakob Uszkoreit'],
  publisher: 'Advances in Neural Information Processing Systems',
  refDate: '2017-06-12',
  creator: 'story.curator',
  summary:
    '<p>Introduces the Transformer, a sequence model built from attention alone, with no recurrence. Its layers relate every position of a sentence to every other in parallel, which made training on large text collections far faster. See <a href="https://arxiv.org/abs/1706.03762">the preprint</a>.</p>',
};

export const engelbartCard: ReferenceCardContent = {
  id: 97,
  uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c97',
  refTitle: 'A Research Center for Augmenting Human Intellect',
  refLink: 'https://www.youtube.com/watch?v=yJDv-zdhzMY',
  refWrittenType: 'Demonstration',
  refMediaType: 'Video',
  refSocialMediaType: 'YouTube',
  tags: ['history of computing', 'hypertext', 'human-computer interaction'],
  refAuthors: ['Douglas C. Engelbart'],
  publisher: 'Fall Joint Computer Conference',
  refDate: '1968-12-09',
  creator: 'story.curator',
  summary:
    '<p>The 1968 demonstration that showed a mouse, hypertext links, shared screens and live collaborative editing decades before they became common.</p>',
};

/** A card with most fields left empty: each says it was not given. */
export const sparseCard: ReferenceCardContent = {
  id: 130,
  uuid: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5130',
  refTitle: 'Notes on a lecture about memory',
  refLink: '',
  refWrittenType: 'Notes',
  refMediaType: '',
  refSocialMediaType: '',
  tags: [],
  refAuthors: [],
  publisher: '',
  refDate: '',
  creator: 'story.curator',
  summary: '',
};

/** A summary stored with script payloads: the card must render it inert. */
export const scriptPayloadCard: ReferenceCardContent = {
  ...kuhnCard,
  id: 9001,
  uuid: '9d0c3f7e-5b1a-4c2e-8f6d-000000009001',
  refTitle: 'A summary that tries to run script',
  summary:
    '<p onmouseover="alert(1)">Plain words stay.</p><img src=x onerror=alert(1)><script>alert(2)</script>' +
    '<p><a href="javascript:alert(3)">a link that must not run</a></p><iframe src="javascript:alert(4)"></iframe>' +
    '<svg><script>alert(5)</script></svg><p style="background:url(javascript:alert(6))">styled</p>',
};

export const storyCards: ReferenceCardContent[] = [kuhnCard, attentionCard, engelbartCard];

/** A story stand-in for the feature's marker: marks the given whole words, case-insensitively. */
export function markWords(words: readonly string[]): MarkCardText {
  const wanted = new Set(words.map((word) => word.toLowerCase()));
  return (_field, text) =>
    text
      .split(/([\p{L}\p{N}]+)/u)
      .filter((piece) => piece !== '')
      .map((piece) => ({ text: piece, marked: wanted.has(piece.toLowerCase()) }));
}

export const storyFields: SearchFieldOption[] = [
  { field: 'all', label: 'All fields' },
  { field: 'tags', label: 'Tags' },
  { field: 'refTitle', label: 'Title' },
  { field: 'refAuthors', label: 'Authors' },
  { field: 'summary', label: 'Summary' },
  { field: 'publisher', label: 'Publisher' },
];

export const storyNewEntry: AdvancedSearchEntry = { field: 'tags', type: 'Match Phrase', search: '' };
