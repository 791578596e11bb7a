// Baseline for bench/run.ts: the smallest useful Fastify app on this machine, so our numbers can
// be read as "how much of the framework's ceiling do we keep". It mirrors fastify/benchmarks'
// hello-world server (a response schema, so the body is serialised by fast-json-stringify) with
// logging off. Listens on 127.0.0.1 only; the port comes from PORT (0 picks a free one).
import Fastify from "fastify";

const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });

app.get(
  "/hello",
  {
    schema: {
      response: { 200: { type: "object", properties: { hello: { type: "string" } }, required: ["hello"] } },
    },
  },
  async () => ({ hello: "world" }),
);

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

await app.listen({ host: "127.0.0.1", port });
