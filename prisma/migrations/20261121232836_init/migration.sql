-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UserType" AS ENUM ('CANDIDATO', 'EMPRESA');

-- CreateEnum
CREATE TYPE "NivelVaga" AS ENUM ('ESTAGIO', 'ESTAGIARIO', 'APRENDIZ', 'TRAINEE', 'JUNIOR', 'PLENO', 'SENIOR', 'ESPECIALISTA', 'COORDENADOR', 'GERENTE', 'DIRETOR', 'C_LEVEL');

-- CreateEnum
CREATE TYPE "TipoContrato" AS ENUM ('CLT', 'PJ', 'TEMPORARIO', 'FREELANCER', 'ESTAGIO', 'TRAINEE');

-- CreateEnum
CREATE TYPE "ModalidadeTrabalho" AS ENUM ('PRESENCIAL', 'REMOTO', 'HIBRIDO');

-- CreateEnum
CREATE TYPE "StatusVaga" AS ENUM ('ATIVA', 'PAUSADA', 'ENCERRADA');

-- CreateEnum
CREATE TYPE "StatusCandidatura" AS ENUM ('ENVIADA', 'VISUALIZADA_PELA_EMPRESA', 'EM_ANALISE_PELA_EMPRESA', 'AVANCANDO_NO_PROCESSO', 'APROVADA', 'REJEITADA', 'APROVADA_PELA_EMPRESA', 'REJEITADA_PELA_EMPRESA', 'CONTRATADO');

-- CreateEnum
CREATE TYPE "StatusInteresse" AS ENUM ('PENDENTE', 'ACEITO', 'RECUSADO');

-- CreateEnum
CREATE TYPE "NivelFormacao" AS ENUM ('ENSINO_FUNDAMENTAL', 'ENSINO_MEDIO', 'TECNICO', 'GRADUACAO', 'POS_GRADUACAO', 'MESTRADO', 'DOUTORADO');

-- CreateEnum
CREATE TYPE "StatusFormacao" AS ENUM ('EM_ANDAMENTO', 'CONCLUIDO', 'INTERROMPIDO');

-- CreateEnum
CREATE TYPE "NivelIdioma" AS ENUM ('BASICO', 'INTERMEDIARIO', 'AVANCADO', 'FLUENTE');

-- CreateEnum
CREATE TYPE "Genero" AS ENUM ('MASCULINO', 'FEMININO', 'NAO_INFORMAR');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "userType" "UserType" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Image" (
    "id" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Image_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Candidato" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "nomeCompleto" TEXT NOT NULL,
    "dataNascimento" DATE,
    "genero" "Genero",
    "cpf" TEXT,
    "telefonePrincipal" TEXT,
    "telefoneSecundario" TEXT,
    "enderecoCep" TEXT,
    "enderecoRua" TEXT,
    "enderecoNumero" TEXT,
    "enderecoBairro" TEXT,
    "enderecoCidade" TEXT,
    "enderecoEstado" TEXT,
    "linkLinkedIn" TEXT,
    "linkPortfolio" TEXT,
    "objetivoProfissional" TEXT,
    "areaInteresse" TEXT,
    "nivelProfissional" "NivelVaga",
    "fotoId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Candidato_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Formacao" (
    "id" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "instituicao" TEXT NOT NULL,
    "curso" TEXT NOT NULL,
    "nivel" "NivelFormacao" NOT NULL,
    "status" "StatusFormacao" NOT NULL,
    "dataInicio" DATE,
    "dataFim" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Formacao_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Experiencia" (
    "id" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "empresa" TEXT NOT NULL,
    "cargo" TEXT NOT NULL,
    "dataInicio" DATE,
    "dataFim" DATE,
    "descricao" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Experiencia_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Habilidade" (
    "id" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "nome" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Habilidade_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Idioma" (
    "id" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "idioma" TEXT NOT NULL,
    "nivel" "NivelIdioma" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Idioma_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Curso" (
    "id" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "nomeCurso" TEXT NOT NULL,
    "instituicao" TEXT,
    "anoConclusao" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Curso_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Empresa" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "nomeEmpresa" TEXT NOT NULL,
    "cnpj" TEXT NOT NULL,
    "nomeResponsavel" TEXT NOT NULL,
    "descricaoEmpresa" TEXT,
    "setorAtuacao" TEXT,
    "website" TEXT,
    "linkRedeSocial" TEXT,
    "enderecoCep" TEXT,
    "enderecoRua" TEXT,
    "enderecoNumero" TEXT,
    "enderecoBairro" TEXT,
    "enderecoCidade" TEXT,
    "enderecoEstado" TEXT,
    "logoId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Empresa_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Vaga" (
    "id" TEXT NOT NULL,
    "empresaId" TEXT NOT NULL,
    "titulo" TEXT NOT NULL,
    "descricao" TEXT NOT NULL,
    "requisitosObrigatorios" TEXT NOT NULL,
    "requisitosDesejaveis" TEXT,
    "areaAtuacao" TEXT NOT NULL,
    "nivelVaga" "NivelVaga" NOT NULL DEFAULT 'JUNIOR',
    "tipoContrato" "TipoContrato" NOT NULL DEFAULT 'CLT',
    "modalidadeTrabalho" "ModalidadeTrabalho" NOT NULL DEFAULT 'PRESENCIAL',
    "localizacao" TEXT,
    "faixaSalarialMin" INTEGER,
    "faixaSalarialMax" INTEGER,
    "beneficios" TEXT,
    "numeroPosicoes" INTEGER NOT NULL DEFAULT 1,
    "prazoCandidatura" DATE,
    "statusVaga" "StatusVaga" NOT NULL DEFAULT 'ATIVA',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Vaga_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Candidatura" (
    "id" TEXT NOT NULL,
    "vagaId" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "statusCandidatura" "StatusCandidatura" NOT NULL DEFAULT 'ENVIADA',
    "cartaApresentacao" TEXT,
    "dataCandidatura" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Candidatura_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Interesse" (
    "id" TEXT NOT NULL,
    "empresaId" TEXT NOT NULL,
    "candidatoId" TEXT NOT NULL,
    "vagaId" TEXT NOT NULL,
    "mensagem" TEXT,
    "status" "StatusInteresse" NOT NULL DEFAULT 'PENDENTE',
    "dataInteresse" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Interesse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Candidato_userId_key" ON "Candidato"("userId");

-- CreateIndex
CREATE INDEX "Candidato_areaInteresse_nivelProfissional_idx" ON "Candidato"("areaInteresse", "nivelProfissional");

-- CreateIndex
CREATE INDEX "Formacao_candidatoId_idx" ON "Formacao"("candidatoId");

-- CreateIndex
CREATE INDEX "Experiencia_candidatoId_idx" ON "Experiencia"("candidatoId");

-- CreateIndex
CREATE INDEX "Habilidade_candidatoId_idx" ON "Habilidade"("candidatoId");

-- CreateIndex
CREATE INDEX "Idioma_candidatoId_idx" ON "Idioma"("candidatoId");

-- CreateIndex
CREATE INDEX "Curso_candidatoId_idx" ON "Curso"("candidatoId");

-- CreateIndex
CREATE UNIQUE INDEX "Empresa_userId_key" ON "Empresa"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Empresa_cnpj_key" ON "Empresa"("cnpj");

-- CreateIndex
CREATE INDEX "Vaga_empresaId_createdAt_idx" ON "Vaga"("empresaId", "createdAt");

-- CreateIndex
CREATE INDEX "Vaga_statusVaga_createdAt_idx" ON "Vaga"("statusVaga", "createdAt");

-- CreateIndex
CREATE INDEX "Candidatura_vagaId_dataCandidatura_idx" ON "Candidatura"("vagaId", "dataCandidatura");

-- CreateIndex
CREATE INDEX "Candidatura_candidatoId_dataCandidatura_idx" ON "Candidatura"("candidatoId", "dataCandidatura");

-- CreateIndex
CREATE UNIQUE INDEX "Candidatura_candidatoId_vagaId_key" ON "Candidatura"("candidatoId", "vagaId");

-- CreateIndex
CREATE INDEX "Interesse_candidatoId_dataInteresse_idx" ON "Interesse"("candidatoId", "dataInteresse");

-- CreateIndex
CREATE INDEX "Interesse_empresaId_dataInteresse_idx" ON "Interesse"("empresaId", "dataInteresse");

-- CreateIndex
CREATE INDEX "Interesse_vagaId_idx" ON "Interesse"("vagaId");

-- CreateIndex
CREATE UNIQUE INDEX "Interesse_empresaId_candidatoId_vagaId_key" ON "Interesse"("empresaId", "candidatoId", "vagaId");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Candidato" ADD CONSTRAINT "Candidato_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Candidato" ADD CONSTRAINT "Candidato_fotoId_fkey" FOREIGN KEY ("fotoId") REFERENCES "Image"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Formacao" ADD CONSTRAINT "Formacao_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Experiencia" ADD CONSTRAINT "Experiencia_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Habilidade" ADD CONSTRAINT "Habilidade_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Idioma" ADD CONSTRAINT "Idioma_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Curso" ADD CONSTRAINT "Curso_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Empresa" ADD CONSTRAINT "Empresa_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Empresa" ADD CONSTRAINT "Empresa_logoId_fkey" FOREIGN KEY ("logoId") REFERENCES "Image"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Vaga" ADD CONSTRAINT "Vaga_empresaId_fkey" FOREIGN KEY ("empresaId") REFERENCES "Empresa"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Candidatura" ADD CONSTRAINT "Candidatura_vagaId_fkey" FOREIGN KEY ("vagaId") REFERENCES "Vaga"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Candidatura" ADD CONSTRAINT "Candidatura_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Interesse" ADD CONSTRAINT "Interesse_empresaId_fkey" FOREIGN KEY ("empresaId") REFERENCES "Empresa"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Interesse" ADD CONSTRAINT "Interesse_candidatoId_fkey" FOREIGN KEY ("candidatoId") REFERENCES "Candidato"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Interesse" ADD CONSTRAINT "Interesse_vagaId_fkey" FOREIGN KEY ("vagaId") REFERENCES "Vaga"("id") ON DELETE CASCADE ON UPDATE CASCADE;
