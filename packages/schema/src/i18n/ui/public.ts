/** The interface's words for the public screens, in English (docs/i18n.md). Keys `public.name`. */
export default {} as const;
