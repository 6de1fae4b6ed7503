/** The interface's words for the applications screens, in English (docs/i18n.md). Keys `applications.name`. */
export default {} as const;
