/** Where the API and the signed PDF links live; the routes mount there and the PDF service writes links to it. */
export const API_PREFIX = '/api';
export const PDF_LINKS_PREFIX = '/v1/pdf';
