/**
 * Markers that decide "not registered" and "no answer" from a response's text. Each is
 * anchored to the start of a line, because registries' legal notices mention words such as
 * "free" and "rate limits" in prose. A rate-limit or quota answer means unknown: it must never
 * read as "available".
 */
export const NOT_FOUND_MARKERS: RegExp[] = [
  /^\s*no match for\b/im, // Verisign (.com/.net), Nominet (.uk)
  /^\s*not found\b/im, // Identity Digital (.info, .io)
  /^\s*no entries found\b/im, // RIPN (.ru, .рф)
  /^\s*%*\s*no data found\b/im,
  /^\s*no matching record\b/im, // CNNIC (.cn)
  /^\s*no match!!/im, // JPRS (.jp)
  /^\s*domain not found\b/im,
  /^\s*the queried object does not exist\b/im, // many RDAP-era gTLD registries
  /^\s*no object found\b/im,
  /^\s*domain status:\s*no object found/im,
  /^\s*status:\s*(free|available)\s*$/im, // DENIC (.de), EURid (.eu)
  /^\s*this domain name has not been registered\b/im, // Nominet
  /^\s*the domain has not been registered\b/im,
  /^\s*query_status:\s*220 available/im, // .nz
  /^\s*%*\s*no such domain\b/im,
  /^\s*nothing found\b/im,
  /^\s*no records? matching\b/im,
  /^\s*object does not exist\b/im,
  /^\s*the domain name .* is available\b/im,
  /^\s*domain .* is available for registration\b/im,
  /^\s*available\s*$/im,
];

export const RATE_LIMIT_MARKERS: RegExp[] = [
  /^\s*%*\s*whois limit exceeded\b/im,
  /^\s*%*\s*query rate limit exceeded\b/im,
  /^\s*%*\s*(you have )?exceeded (the )?(maximum|allowed|query|your) .*(quer|limit|quota)/im,
  /^\s*%*\s*your connection limit exceeded\b/im,
  /^\s*%*\s*too many (requests|queries|connections)\b/im,
  /^\s*%*\s*(daily |hourly )?quota exceeded\b/im,
  /^\s*%*\s*maximum (daily )?(number of )?quer(y|ies) .*(reached|exceeded)/im,
  /^\s*%*\s*access (denied|temporarily (denied|restricted))\b/im,
  /^\s*%*\s*(please )?try again later\b/im,
];

/** One alternation per list: a single pass over the response instead of one per marker. */
function combine(markers: RegExp[]): RegExp {
  return new RegExp(markers.map((m) => `(?:${m.source})`).join("|"), "im");
}

const NOT_FOUND = combine(NOT_FOUND_MARKERS);
const RATE_LIMITED = combine(RATE_LIMIT_MARKERS);

export function looksNotFound(raw: string): boolean {
  return NOT_FOUND.test(raw);
}

export function looksRateLimited(raw: string): boolean {
  return RATE_LIMITED.test(raw);
}
