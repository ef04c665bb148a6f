import styled from 'styled-components';

export interface AccessoriesSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface ConversionRow {
  measure: string;
  tablespoons: string;
  teaspoons: string;
  fluidOunces: string;
  millilitres: string;
}

export interface AccessoriesGuideProps {
  /** Containers, tools, ingredient brand names. */
  sections: readonly AccessoriesSection[];
  conversions: readonly ConversionRow[];
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  line-height: 1.6;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
  }
`;

const Chart = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
  font-variant-numeric: tabular-nums;

  caption {
    padding: ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
    font-weight: 700;
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: right;
  }

  thead th {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }

  tbody th {
    text-align: left;
  }

  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.infoSurface};
  }
`;

/** The accessories page: what the kitchen uses with the cooker, and a conversion chart. */
export function AccessoriesGuide({ sections, conversions }: AccessoriesGuideProps) {
  return (
    <Layout>
      <Text>
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={`accessories-${section.heading}`}>
            <h2 id={`accessories-${section.heading}`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </Text>
      <Chart>
        <caption>Conversion chart</caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">tbsp</th>
            <th scope="col">tsp</th>
            <th scope="col">fl oz</th>
            <th scope="col">ml</th>
          </tr>
        </thead>
        <tbody>
          {conversions.map((row) => (
            <tr key={row.measure}>
              <th scope="row">{row.measure}</th>
              <td>{row.tablespoons}</td>
              <td>{row.teaspoons}</td>
              <td>{row.fluidOunces}</td>
              <td>{row.millilitres}</td>
            </tr>
          ))}
        </tbody>
      </Chart>
    </Layout>
  );
}
