import { Link } from "react-router";

/** The one error page: "Page Not Found: <path>" for 404, the generic message otherwise (spec §2). */
export function ErrorPage({ status, message, detail }: { status: number; message: string; detail: string }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-semibold break-all text-slate-900" data-testid="error-message">
        {message}
      </h1>
      <p className="mt-3 text-slate-600">{detail}</p>
      <Link to="/" className="mt-8 rounded-md bg-primary px-5 py-2 text-white no-underline hover:bg-primary-hover">
        返回首页
      </Link>
    </main>
  );
}
