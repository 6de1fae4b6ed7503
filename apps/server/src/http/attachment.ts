/** RFC 5987's encoding of a header parameter: UTF-8, percent-encoded but for its attr-chars. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition of a download: the ASCII name for every client, the real one for those that read `filename*`
 * (all browsers). The names are exportFileNames' (lib/file-names.ts).
 */
export const attachment = ({ ascii, full }: { ascii: string; full: string }) =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(full)}`;
