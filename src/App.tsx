export function App() {
  return (
    <main data-testid="app-root" style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>球迷直播</h1>
      <p>Live sports, scores and chat.</p>
    </main>
  );
}
