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

// Every heading of the page, the chart's included, in one style.
const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  line-height: 1.6;

  p {
    margin: 0;
  }
`;

const ChartSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

// The rounded border belongs to a box around the table, which clips the header row's corners to
// it (a table's own corners do not clip its cells); on a screen narrower than the chart it scrolls.
const ChartBox = styled.div`
  overflow-x: auto;
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radiusLarge};
  background: ${({ theme }) => theme.colors.surface};
`;

const Chart = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: right;
    white-space: nowrap;
  }

  /* The measure column, its header included, reads from the left; the figures line up right. */
  th:first-child {
    text-align: left;
  }

  thead th {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }

  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.infoSurface};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    font-size: 0.875rem;

    th,
    td {
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1.5)}`};
    }
  }
`;

/** The accessories page: what the kitchen uses with the cooker, and a conversion chart. */
export function AccessoriesGuide({ sections, conversions }: AccessoriesGuideProps) {
  return (
    <Layout>
      <Text>
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={`accessories-${section.heading}`}>
            <Heading id={`accessories-${section.heading}`}>{section.heading}</Heading>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </Text>
      <ChartSection aria-labelledby="accessories-conversion-chart">
        <Heading id="accessories-conversion-chart">Conversion chart</Heading>
        <ChartBox>
          <Chart aria-labelledby="accessories-conversion-chart">
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
        </ChartBox>
      </ChartSection>
    </Layout>
  );
}
