import type { ComposerCardItem } from '../ComposerCard';
import { storyFlags } from './sheetImages';

const card = (
  id: string,
  name: string,
  flag: keyof typeof storyFlags,
  country: string,
  lifespan: string,
  instrument = 'piano',
): ComposerCardItem => ({
  id,
  name,
  flagSrc: storyFlags[flag],
  flagAlt: `Flag of ${country}`,
  lifespan,
  href: `/midi/composers/${instrument}/${id}`,
});

export const pianoComposerCards: ComposerCardItem[] = [
  card('bach', 'Johann Sebastian Bach', 'de', 'Germany', '1685–1750'),
  card('mozart', 'Wolfgang Amadeus Mozart', 'at', 'Austria', '1756–1791'),
  card('beethoven', 'Ludwig van Beethoven', 'de', 'Germany', '1770–1827'),
  card('chopin', 'Frédéric Chopin', 'pl', 'Poland', '1810–1849'),
  card('liszt', 'Franz Liszt', 'hu', 'Hungary', '1811–1886'),
  card('satie', 'Erik Satie', 'fr', 'France', '1866–1925'),
];

export const violinComposerCards: ComposerCardItem[] = [
  card('vivaldi', 'Antonio Vivaldi', 'it', 'Italy', '1678–1741', 'violin'),
  card('corelli', 'Arcangelo Corelli', 'it', 'Italy', '1653–1713', 'violin'),
  card('lds-hymns', 'Hymn Book', 'fr', 'France', '', 'violin'),
];
