/** The interface's words for the ats screens, in English (docs/i18n.md). Keys `ats.name`. */
export default {} as const;
