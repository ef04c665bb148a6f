/** The reports placeholder (spec §2): only the text 'reports works!'. */
export function ReportsPage() {
  return (
    <main>
      <p>reports works!</p>
    </main>
  );
}
