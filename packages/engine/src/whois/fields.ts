/**
 * Which keys carry which field, in order of preference. Keys are normalised by tokenize.ts
 * (lowercase, no dots/underscores/brackets). Where a registry names a field its own way the
 * comment says where it was seen.
 */
export const DOMAIN_KEYS = ["domain ace", "domain name", "domain", "domainname", "domain information"];

export const REGISTRAR_KEYS = [
  "registrar",
  "sponsoring registrar", // CNNIC, Knet
  "registrar name", // .hk.com, .nz (registrar_name)
  "authorized agency", // .kr (English part)
  "registrar organization",
  "registration service provider", // .hk
  "registrar of record",
];
/** In a "Registrar" block (.it, .uk): the organisation before the handle. */
export const REGISTRAR_SECTION_KEYS = ["organization", "organisation", "name", ""];
export const REGISTRAR_SECTIONS = ["registrar", "registrar information", "sponsoring registrar"];

export const REGISTRAR_IANA_KEYS = ["registrar iana id", "sponsoring registrar iana id", "iana id"];
export const REGISTRAR_URL_KEYS = ["registrar url", "referral url", "registrar website", "web", "url"];
export const WHOIS_SERVER_KEYS = ["registrar whois server", "whois server", "whois"];

export const CREATED_KEYS = [
  "creation date",
  "created",
  "created on",
  "created date",
  "registration time", // CNNIC
  "registration date", // CNNIC (older)
  "registered on", // Nominet
  "registered date", // .kr
  "registered",
  "domain registration date",
  "domain create date",
  "domain name commencement date", // .au
  "commencement date",
  "record created",
  "registration",
];
export const UPDATED_KEYS = [
  "updated date",
  "last updated",
  "last update", // .it
  "last modified", // .nz (domain_datelastmodified → "domain datelastmodified")
  "domain datelastmodified",
  "last updated date", // .kr
  "last updated on",
  "modified",
  "changed", // DENIC
  "updated",
  "last-update",
  "domain last updated date",
];
export const EXPIRES_KEYS = [
  "registry expiry date",
  "registrar registration expiration date",
  "expiration date",
  "expiration time", // CNNIC
  "expiry date",
  "expire date", // .it
  "expires on", // JPRS "[Expires on]", .ro
  "expires",
  "paid-till", // RIPN
  "paid till",
  "renewal date",
  "registry expiration date",
  "domain expiration date",
  "valid until",
  "validity",
  "expire",
  "expiration",
];

export const STATUS_KEYS = ["domain status", "status", "state", "registration status", "domain state"];
export const NAMESERVER_KEYS = [
  "name server",
  "nameserver",
  "nameservers",
  "name servers",
  "nserver", // DENIC, RIPN
  "ns",
  "ns name", // .nz ns_name_01
  "dns",
  "host name", // .kr
  "hostname",
  "domain nameservers",
];
export const NAMESERVER_SECTIONS = ["nameservers", "name servers", "name server", "dns servers", "domain servers", "nserver"];

export const DNSSEC_KEYS = ["dnssec", "signing key", "ds record", "dnssec status"];

export const REGISTRANT = {
  name: ["registrant name", "registrant", "registrant contact name", "person", "holder", "registrant person"],
  organization: ["registrant organization", "registrant organisation", "org", "registrant company", "holder organization"],
  email: ["registrant email", "registrant contact email", "registrant e-mail", "registrant mail"],
  phone: ["registrant phone", "registrant phone number", "registrant contact phone", "registrant telephone"],
  country: ["registrant country", "registrant country code", "registrant country/economy"],
  province: ["registrant state/province", "registrant province", "registrant state", "registrant province/state"],
};
export const REGISTRANT_SECTIONS = ["registrant", "registrant contact", "holder", "owner", "owner contact"];
export const CONTACT_SECTION_KEYS = {
  name: ["name", "contact name", "person"],
  organization: ["organization", "organisation", "org", "company"],
  email: ["email", "e-mail", "mail"],
  phone: ["phone", "telephone", "phone number"],
  country: ["country", "country code"],
  province: ["state/province", "province", "state"],
};

/** Values registries print instead of withheld personal data; never a real name or address. */
export const REDACTED_VALUE =
  /^(redacted( for privacy)?|data protected|not disclosed|statutory masking enabled|gdpr masked|privacy|withheld|non-public data|hidden|please query the rdds service of the registrar of record.*|contact privacy inc.*customer.*|隐私保护|不公开)\b/i;
