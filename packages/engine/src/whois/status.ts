/**
 * EPP status codes (RFC 5731 §2.3 and RFC 3915 for the grace periods) with the Chinese label and
 * explanation the pages show. https://www.icann.org/epp
 */
export interface EppStatusInfo {
  code: string;
  label: string;
  description: string;
}

const EPP: Array<[string, string, string]> = [
  ["ok", "正常", "没有任何限制，可以正常更新、续费和转移。"],
  ["inactive", "未激活", "域名没有设置 DNS 服务器，暂时无法解析。"],
  ["addPeriod", "注册宽限期", "新注册后的宽限期内，注册商可删除并退款。"],
  ["autoRenewPeriod", "自动续费宽限期", "到期后自动续费的宽限期内，注册商可撤销续费。"],
  ["renewPeriod", "续费宽限期", "续费后的宽限期内，注册商可撤销续费。"],
  ["transferPeriod", "转移宽限期", "转入后的宽限期内，新注册商可撤销转移。"],
  ["redemptionPeriod", "赎回期", "域名已被删除，原持有人仍可在此期间高价赎回。"],
  ["pendingRestore", "等待恢复", "赎回申请已提交，等待注册局确认恢复。"],
  ["pendingDelete", "等待删除", "域名即将被删除，删除后可重新开放注册。"],
  ["pendingCreate", "等待注册", "注册请求已提交，等待处理。"],
  ["pendingRenew", "等待续费", "续费请求已提交，等待处理。"],
  ["pendingTransfer", "等待转移", "转移请求已提交，等待处理。"],
  ["pendingUpdate", "等待更新", "更新请求已提交，等待处理。"],
  ["clientHold", "注册商暂停解析", "注册商暂停了域名解析，常见于欠费、实名认证未通过或违规处理。"],
  ["serverHold", "注册局暂停解析", "注册局暂停了域名解析，常见于违规、司法或争议处理。"],
  ["clientDeleteProhibited", "注册商禁止删除", "注册商设置的保护，防止域名被删除。"],
  ["serverDeleteProhibited", "注册局禁止删除", "注册局设置的保护，防止域名被删除。"],
  ["clientRenewProhibited", "注册商禁止续费", "注册商禁止续费，通常在争议或违规处理中。"],
  ["serverRenewProhibited", "注册局禁止续费", "注册局禁止续费，通常在争议或违规处理中。"],
  ["clientTransferProhibited", "注册商禁止转移", "注册商设置的转移锁，防止域名被转走，可联系注册商解除。"],
  ["serverTransferProhibited", "注册局禁止转移", "注册局禁止转移，常见于新注册 60 天内或争议处理中。"],
  ["clientUpdateProhibited", "注册商禁止更新", "注册商设置的保护，防止域名信息被修改。"],
  ["serverUpdateProhibited", "注册局禁止更新", "注册局设置的保护，防止域名信息被修改。"],
];

const BY_LOWER = new Map(EPP.map(([code, label, description]) => [code.toLowerCase(), { code, label, description }]));

/** The EPP code in a status value ("clientTransferProhibited https://icann.org/epp#…", "client transfer prohibited"). */
export function toEppCode(value: string): string | null {
  const first = value.trim().split(/\s+(?=https?:)|\s+\(|\s*,\s*/)[0] ?? "";
  const compact = first.replace(/[\s_-]+/g, "").toLowerCase();
  return BY_LOWER.has(compact) ? compact : null;
}

export function describeStatus(code: string): EppStatusInfo {
  return BY_LOWER.get(code.toLowerCase()) ?? { code, label: code, description: "注册局返回的状态。" };
}
