-- CreateTable
CREATE TABLE "CandidaturaHistorico" (
    "id" TEXT NOT NULL,
    "candidaturaId" TEXT NOT NULL,
    "status" "StatusCandidatura" NOT NULL,
    "em" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CandidaturaHistorico_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VisualizacaoVaga" (
    "vagaId" TEXT NOT NULL,
    "dia" DATE NOT NULL,
    "quantidade" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "VisualizacaoVaga_pkey" PRIMARY KEY ("vagaId","dia")
);

-- CreateIndex
CREATE INDEX "CandidaturaHistorico_candidaturaId_em_idx" ON "CandidaturaHistorico"("candidaturaId", "em");

-- AddForeignKey
ALTER TABLE "CandidaturaHistorico" ADD CONSTRAINT "CandidaturaHistorico_candidaturaId_fkey" FOREIGN KEY ("candidaturaId") REFERENCES "Candidatura"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VisualizacaoVaga" ADD CONSTRAINT "VisualizacaoVaga_vagaId_fkey" FOREIGN KEY ("vagaId") REFERENCES "Vaga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: applications made before this history existed get what can honestly
-- be known of them, no more. Each gets ENVIADA at its dataCandidatura, and, when
-- its status is another one now, that status at its updatedAt (only a status
-- change moves an application's updatedAt). The statuses it went through in
-- between were never recorded and are not invented: the funnel counts such an
-- application at its current stage (and so at every stage before it), but its
-- time "in ENVIADA" and to the company's first look span whatever stages it
-- passed meanwhile, an upper bound. Histories written from now on are exact.
INSERT INTO "CandidaturaHistorico" ("id", "candidaturaId", "status", "em")
SELECT gen_random_uuid()::text, "id", 'ENVIADA', "dataCandidatura" FROM "Candidatura";

INSERT INTO "CandidaturaHistorico" ("id", "candidaturaId", "status", "em")
SELECT gen_random_uuid()::text, "id", "statusCandidatura", GREATEST("updatedAt", "dataCandidatura")
FROM "Candidatura" WHERE "statusCandidatura" <> 'ENVIADA';
