/** The interface's words for the account screens, in English (docs/i18n.md). Keys `account.name`. */
export default {} as const;
