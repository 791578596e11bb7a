/**
 * Chinese names of request fields, so a 1004 message names the field the way the page does
 * ("域名：请输入正确的域名"). Unknown fields fall back to their key.
 */
const FIELD_LABELS: Record<string, string> = {
  domain: "域名",
  domains: "域名列表",
  account: "账号",
  password: "密码",
  oldPassword: "原密码",
  newPassword: "新密码",
  code: "验证码",
  mode: "登录方式",
  type: "类型",
  value: "查询内容",
  page: "页码",
  pageSize: "每页条数",
  sort: "排序方式",
  suffixes: "后缀",
  nickName: "昵称",
  email: "邮箱",
  phone: "手机号",
  timestamp: "时间戳",
  body: "请求内容",
  querystring: "查询参数",
  params: "路径参数",
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}
