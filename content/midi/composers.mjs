// The composer cards of each instrument, in the order the landing pages show them.
// `flag` is a flag-icons country code, or `collection` for the card drawn for collections.

export const composers = {
  piano: [
    { id: 'bach', name: 'Johann Sebastian Bach', flag: 'de', lifespan: '1685–1750' },
    { id: 'haydn', name: 'Joseph Haydn', flag: 'at', lifespan: '1732–1809' },
    { id: 'mozart', name: 'Wolfgang Amadeus Mozart', flag: 'at', lifespan: '1756–1791' },
    { id: 'beethoven', name: 'Ludwig van Beethoven', flag: 'de', lifespan: '1770–1827' },
    { id: 'chopin', name: 'Frédéric Chopin', flag: 'pl', lifespan: '1810–1849' },
    { id: 'bizet', name: 'Georges Bizet', flag: 'fr', lifespan: '1838–1875' },
    { id: 'dvorak', name: 'Antonín Dvořák', flag: 'cz', lifespan: '1841–1904' },
    { id: 'grieg', name: 'Edvard Grieg', flag: 'no', lifespan: '1843–1907' },
    { id: 'satie', name: 'Erik Satie', flag: 'fr', lifespan: '1866–1925' },
  ],
  violin: [
    { id: 'vivaldi', name: 'Antonio Vivaldi', flag: 'it', lifespan: '1678–1741' },
    { id: 'bach', name: 'Johann Sebastian Bach', flag: 'de', lifespan: '1685–1750' },
    { id: 'paganini', name: 'Niccolò Paganini', flag: 'it', lifespan: '1782–1840' },
    // The spec names this card lds-hymns and shows it as Hymn Book; the hymnal is published in Utah.
    { id: 'lds-hymns', name: 'Hymn Book', flag: 'us', lifespan: '' },
    { id: 'baroque-duets', name: 'Baroque Duets', flag: 'collection', lifespan: '' },
    { id: 'violin-duets', name: 'Violin Duets', flag: 'collection', lifespan: '' },
    { id: 'sight-reading-violin', name: 'Sight-Reading for Violin', flag: 'collection', lifespan: '' },
  ],
};
