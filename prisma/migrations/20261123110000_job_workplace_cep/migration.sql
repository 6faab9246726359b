-- The workplace's CEP (8 digits), optional: the job's public postal code for
-- JSON-LD and the job feeds, where the company's own address stays private.
ALTER TABLE "Vaga" ADD COLUMN     "cepLocalTrabalho" TEXT;
