/**
 * Whether an If-None-Match header names this entity tag (weakly compared, as RFC 9110 asks for GET). By hand, not
 * @fastify/etag: that compares once the handler has answered (a thumbnail's revalidation must answer before it is
 * rendered) and takes one tag, not a list.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const tag = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((value) => value.trim() === '*' || tag(value) === etag);
}
