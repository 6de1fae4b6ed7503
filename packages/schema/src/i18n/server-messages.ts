/**
 * The server's messages beyond MESSAGES, in English, as a catalogue part keyed `group.name` (docs/i18n.md): the
 * message groups of `packages/schema` (account, import, history, sharing, ATS check, applications, cover letters…).
 */
export default {} as const;
