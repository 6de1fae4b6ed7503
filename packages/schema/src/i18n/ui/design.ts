/** The interface's words for the design screens, in English (docs/i18n.md). Keys `design.name`. */
export default {} as const;
