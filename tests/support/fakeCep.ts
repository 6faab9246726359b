import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for ViaCEP and BrasilAPI. `addresses` holds the CEPs both
 * know; `viaCepDown` makes ViaCEP fail (500) or hang, so the fallback is used.
 */
export async function startFakeCep() {
  const addresses = new Map<string, { logradouro: string; bairro: string; localidade: string; uf: string }>([
    ["01001000", { logradouro: "Praça da Sé", bairro: "Sé", localidade: "São Paulo", uf: "SP" }],
    ["20040002", { logradouro: "Rua da Assembleia", bairro: "Centro", localidade: "Rio de Janeiro", uf: "RJ" }],
  ]);
  const state = { viaCepDown: false as false | "error" | "hang", brasilApiDown: false, viaCepCalls: 0, brasilApiCalls: 0 };
  const server: Server = createServer((req, res) => {
    const url = req.url ?? "";
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const via = /^\/viacep\/ws\/(\d+)\/json\/$/.exec(url);
    if (via) {
      state.viaCepCalls++;
      if (state.viaCepDown === "hang") return; // never answers
      if (state.viaCepDown === "error") return send(500, { message: "erro interno" });
      const found = addresses.get(via[1]!);
      return found ? send(200, { cep: via[1], ...found, ibge: "3550308" }) : send(200, { erro: "true" });
    }
    const brasil = /^\/brasilapi\/api\/cep\/v1\/(\d+)$/.exec(url);
    if (brasil) {
      state.brasilApiCalls++;
      if (state.brasilApiDown) return send(503, { message: "indisponível" });
      const found = addresses.get(brasil[1]!);
      return found
        ? send(200, { cep: brasil[1], street: found.logradouro, neighborhood: found.bairro, city: found.localidade, state: found.uf })
        : send(404, { message: "CEP não encontrado" });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    addresses,
    viaCepUrl: `http://127.0.0.1:${port}/viacep`,
    brasilApiUrl: `http://127.0.0.1:${port}/brasilapi`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
