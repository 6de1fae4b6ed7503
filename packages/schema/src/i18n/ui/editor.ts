/** The interface's words for the editor screens, in English (docs/i18n.md). Keys `editor.name`. */
export default {} as const;
