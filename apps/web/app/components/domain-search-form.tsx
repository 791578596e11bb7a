import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { getRememberedDomain, rememberDomain } from "../lib/session.ts";

/**
 * The suffix lists behind the §5 rules are the largest part of this form; they load when the
 * box is focused (or on submit), so the first page stays light.
 */
const loadDomainRules = () => import("@yujian/shared/validation/domain");

/**
 * The integrated search box: validated by the spec §5 domain rules on submit, then on to the
 * whois page for the normalised domain. The last queried domain is remembered (spec §4).
 */
export function DomainSearchForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const remembered = getRememberedDomain();
    if (remembered) setValue((current) => current || remembered);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { normalizeDomainInput } = await loadDomainRules();
    const result = normalizeDomainInput(value);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setValue(result.domain);
    rememberDomain(result.domain);
    navigate(`/main/whois?domain=${encodeURIComponent(result.domain)}`);
  };

  return (
    <form role="search" onSubmit={onSubmit} noValidate className="w-full">
      <label htmlFor={inputId} className="sr-only">
        输入要查询的域名
      </label>
      <div className="flex w-full overflow-hidden rounded-lg border-2 border-primary bg-white shadow-sm focus-within:ring-4 focus-within:ring-primary/20">
        <input
          id={inputId}
          name="domain"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder="请输入域名，如 example.com"
          value={value}
          onFocus={() => void loadDomainRules()}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 px-4 py-3 text-base outline-none"
        />
        <button type="submit" className="shrink-0 bg-primary px-6 text-base font-medium text-white hover:bg-primary-hover">
          查询
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm text-danger">
        {error}
      </p>
    </form>
  );
}
