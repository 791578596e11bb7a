// The response envelope every API call answers with (DESIGN "The API contract"; spec §3, §8):
// `{ code, message, data }`, HTTP 200 for business outcomes, the outcome carried in `code`.
import { z } from "zod";
import { CODE_VALUES, Code, codeMessages } from "./codes.ts";
import type { CodeValue } from "./codes.ts";

export type ApiEnvelope<T> = { code: CodeValue; message: string; data: T };

/** A successful envelope: code 200 with the catalogue text. */
export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: Code.Ok, message: codeMessages[Code.Ok], data };
}

/**
 * A failure envelope. `message` defaults to the catalogue text for `code`; an explicit empty
 * string is kept, because the client shows a toast only when the message has text (spec §8).
 */
export function fail(code: CodeValue, message?: string): ApiEnvelope<null>;
export function fail<T>(
  code: CodeValue,
  message: string | undefined,
  data: T,
): ApiEnvelope<T>;
export function fail<T>(
  code: CodeValue,
  message?: string,
  data?: T,
): ApiEnvelope<T | null> {
  return {
    code,
    message: message ?? codeMessages[code],
    data: data === undefined ? null : data,
  };
}

/** True when the envelope reports success (code 200). */
export function isOk<T>(envelope: ApiEnvelope<T>): boolean {
  return envelope.code === Code.Ok;
}

/** Schema of the `code` field: exactly the catalogue values, so OpenAPI lists them as an enum. */
export const codeSchema = z
  .literal(CODE_VALUES as [CodeValue, ...CodeValue[]])
  .meta({
    description: "响应码（200 表示成功，其余见错误码表）",
  });

/** Zod schema of an envelope around `dataSchema`, for route responses and the OpenAPI document. */
export function envelopeSchema<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    code: codeSchema,
    message: z.string().meta({ description: "提示信息（中文）" }),
    data: dataSchema,
  });
}

/** Envelope of a call that carries no data (failures, or successes without a payload). */
export const emptyEnvelopeSchema = envelopeSchema(z.null());
