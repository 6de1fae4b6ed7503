/** The bullet points of a generated `<ul>`, as plain text. */
export function bulletTexts(html: string): string[] {
  const list = new DOMParser().parseFromString(html, 'text/html');
  return [...list.querySelectorAll('li')].map((item) => item.textContent?.trim() ?? '').filter(Boolean);
}

/** The rich text with these bullets added after what is there: into its last list if it ends with one. */
export function withBullets(html: string, bullets: string[]): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const last = doc.body.lastElementChild;
  const list = last?.tagName === 'UL' ? last : doc.body.appendChild(doc.createElement('ul'));
  for (const text of bullets) {
    const item = doc.createElement('li');
    item.textContent = text;
    list.append(item);
  }
  return doc.body.innerHTML;
}
