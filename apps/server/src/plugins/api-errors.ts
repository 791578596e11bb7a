import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { Code, fail, fieldLabel, messageFor } from "@yujian/shared";

/**
 * One error handler for `/api`: business errors are envelopes with HTTP 200, bad input is
 * 1004 naming the field, transport-level failures keep their 4xx status, and a 5xx never
 * carries its details to the client (they go to the log with the request id).
 */
export function installApiErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldFromPath(first?.instancePath, error.validationContext);
      const message = `${fieldLabel(field)}：${first?.message ?? messageFor(Code.DataFormatError)}`;
      return reply.status(200).send(fail(Code.DataFormatError, message));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(fail(Code.AccessFrequent));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "request rejected");
      return reply.status(status).send(fail(Code.RequestError));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(fail(Code.ServerError));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail(Code.NotFound)));
}

function fieldFromPath(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? "").replace(/^\//, "").split("/").filter(Boolean);
  if (path.length > 0) return path.join(".");
  return context ?? "request";
}
