/** One normalised whois/RDAP record (the shape the API, the pages and the CLI share). */
export interface WhoisContact {
  name: string | null;
  organization: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  province: string | null;
}

export interface WhoisRecord {
  /** ASCII (punycode), lowercase. */
  domain: string;
  /** Unicode form for display. */
  domainUnicode: string;
  /** true: not registered; false: registered. Unknown answers are errors, never a record. */
  available: boolean;
  registrar: string | null;
  registrarIanaId: string | null;
  registrarUrl: string | null;
  /** The registrar's whois server a thin registry refers to. */
  whoisServer: string | null;
  /** ISO 8601 UTC; a date without a time is midnight UTC of that date. */
  created: string | null;
  updated: string | null;
  expires: string | null;
  /** EPP status codes, lowercase (e.g. "clienttransferprohibited"). */
  status: string[];
  nameservers: string[];
  /** null when the response does not say. */
  dnssec: boolean | null;
  registrant: WhoisContact | null;
  admin: WhoisContact | null;
  tech: WhoisContact | null;
  source: "whois" | "rdap";
  /** The server that answered, when known. */
  server: string | null;
  raw: string;
}

/** Why a response could not give an answer; such lookups are "unknown", never "available". */
export type WhoisFailureReason = "rate-limited" | "empty" | "unparseable";

export class WhoisUnknownError extends Error {
  readonly reason: WhoisFailureReason;
  constructor(reason: WhoisFailureReason, message: string) {
    super(message);
    this.name = "WhoisUnknownError";
    this.reason = reason;
  }
}
