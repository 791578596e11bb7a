/**
 * What the server hands to page loaders in-process (DESIGN: the web app never imports server
 * code; it sees the server's services only through these interfaces, the same ones the
 * browser reaches over `/api`).
 */
export interface SiteInfo {
  /** Product name shown in titles and the header. */
  name: string;
  /** Canonical origin, without a trailing slash. */
  baseUrl: string;
  contactEmail: string;
  /** ICP filing number shown in the footer (Chinese sites must show it); empty when unset. */
  icpNumber: string;
  /** Hosts the front end may navigate to; every other external URL is refused. */
  externalLinkAllowlist: string[];
  /** Identifies the deployed web build; the client polls it to detect a new release. */
  buildId: string;
}

export interface AppServices {
  site: SiteInfo;
}

/** Per-request facts the server learned before rendering. */
export interface RequestInfo {
  id: string;
  /** CSP nonce for the inline scripts of this response. */
  nonce: string;
  /** A first guess of the mobile flag from the user agent, replaced on the client by the width. */
  mobileHint: boolean;
}

export interface BuildVersion {
  buildId: string;
  builtAt: string;
}
