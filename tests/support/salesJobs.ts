import type { Database } from "../../server/db/database.ts";

/**
 * A company and `count` active jobs that all say "vendedor": job i is titled 'Vendedor i' when i is a multiple
 * of four (ranked higher), 'Caixa i' otherwise (the word only in its description), created i minutes into 2026.
 */
export async function insertSalesJobs(prisma: Database["prisma"], count: number, area: (i: number) => string = () => "vendas") {
  const user = await prisma.user.create({
    data: { email: "rh@exemplo.com.br", passwordHash: "x", userType: "EMPRESA", empresa: { create: { nomeEmpresa: "Loja", cnpj: "11222333000181", nomeResponsavel: "Ana" } } },
    include: { empresa: true },
  });
  const start = Date.UTC(2026, 0, 1);
  await prisma.vaga.createMany({
    data: Array.from({ length: count }, (_, k) => k + 1).map((i) => ({
      empresaId: user.empresa!.id,
      titulo: i % 4 === 0 ? `Vendedor ${i}` : `Caixa ${i}`,
      descricao: "Apoio ao vendedor",
      requisitosObrigatorios: "Ensino médio",
      areaAtuacao: area(i),
      createdAt: new Date(start + i * 60_000),
    })),
  });
}
