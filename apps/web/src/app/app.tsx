/** The landing page until the full UI lands (issue 4). */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Build Your Resume With AI</h1>
      <p>
        Create multiple resumes from ready-made templates with an AI-powered builder. The API is running: see{' '}
        <a href="/api/docs">the API documentation</a>.
      </p>
    </main>
  );
}
