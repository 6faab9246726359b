import { describe, expect, it } from "vitest";
import { parseAuthSearch } from "../../web/routes/-auth/authLinks.ts";
import { returnPathFor, safeReturnPath } from "../../web/routes/-auth/returnPath.ts";

// /auth?voltar= is anyone's to write in a link sent to a victim: after signing in, the app
// must only ever go to a page of its own, never to a look-alike site (an open redirect).

describe("the return path after signing in", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    expect(safeReturnPath("/jobs/abc123")).toBe("/jobs/abc123");
    expect(safeReturnPath("/jobs?texto=react&area=tecnologia")).toBe("/jobs?texto=react&area=tecnologia");
    expect(safeReturnPath("/candidatos/x/profile?candidatura=9#topo")).toBe("/candidatos/x/profile?candidatura=9#topo");
  });

  it.each([
    ["another site by its address", "https://evil.com/jobs"],
    ["a protocol-relative address", "//evil.com"],
    ["a protocol-relative address with a path", "//evil.com/jobs/1"],
    ["a backslash, which browsers read as a slash", "/\\evil.com"],
    ["backslashes only", "\\\\evil.com"],
    ["a backslash later in the path", "/jobs/..\\..\\\\evil.com"],
    ["a tab that browsers drop", "/\t/evil.com"],
    ["a newline that browsers drop", "/\n/evil.com"],
    ["dot segments folding into //", "/.//evil.com"],
    ["dot segments climbing into //", "/jobs/..//evil.com"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "jobs/1"],
    ["credentials and another host", "https://encaixe.com.br@evil.com"],
    ["an empty value", ""],
    ["a number", 42],
    ["a list", ["/jobs/1"]],
    ["the sign-in page itself (a loop)", "/auth?voltar=/auth"],
    ["a path too long to be a link of ours", `/jobs/${"a".repeat(3000)}`],
  ])("refuses %s", (_what, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
    expect(returnPathFor("CANDIDATO", parseAuthSearch({ voltar: value }).voltar)).toBeUndefined();
  });

  it("an encoded slash stays an encoded path of this site", () => {
    const path = safeReturnPath("/%2F%2Fevil.com");
    expect(path).toBe("/%2F%2Fevil.com");
    expect(new URL(path!, "https://encaixe.com.br").host).toBe("encaixe.com.br");
  });

  it("sends each role back only to pages it may see (undefined: to its dashboard)", () => {
    expect(returnPathFor("CANDIDATO", "/jobs/abc")).toBe("/jobs/abc");
    expect(returnPathFor("EMPRESA", "/jobs/abc")).toBe("/jobs/abc");
    expect(returnPathFor("EMPRESA", "/candidatos/buscar?texto=NR-10")).toBe("/candidatos/buscar?texto=NR-10");
    expect(returnPathFor("CANDIDATO", "/candidate/applications")).toBe("/candidate/applications");
    expect(returnPathFor("CANDIDATO", "/candidatos/buscar")).toBeUndefined();
    expect(returnPathFor("CANDIDATO", "/jobs/abc/candidatos")).toBeUndefined();
    expect(returnPathFor("CANDIDATO", "/job-edit/abc")).toBeUndefined();
    expect(returnPathFor("EMPRESA", "/profile/candidate")).toBeUndefined();
    expect(returnPathFor("EMPRESA", "/candidate/interests")).toBeUndefined();
    expect(returnPathFor("CANDIDATO", undefined)).toBeUndefined();
    expect(returnPathFor("CANDIDATO", "//evil.com")).toBeUndefined();
    expect(returnPathFor("EMPRESA", "https://evil.com")).toBeUndefined();
  });

  it("opens only the forms that exist", () => {
    expect(parseAuthSearch({ aba: "candidato" }).aba).toBe("candidato");
    expect(parseAuthSearch({ aba: "empresa" }).aba).toBe("empresa");
    expect(parseAuthSearch({ aba: "entrar" }).aba).toBeUndefined();
    expect(parseAuthSearch({ aba: "admin" }).aba).toBeUndefined();
  });
});
