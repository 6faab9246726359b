import { Download, FileText } from "lucide-react";
import { Actions, DownloadLink, Section, SectionText, SectionTitle } from "./sectionParts.ts";

/** 'Baixar meus dados' (LGPD art. 18, II and V): the JSON of everything held, and a candidate's résumé as a PDF. */
export function DownloadsSection({ candidate }: { candidate: boolean }) {
  return (
    <Section aria-labelledby="privacidade-baixar">
      <SectionTitle id="privacidade-baixar">
        <Download size={20} aria-hidden />
        Baixar meus dados
      </SectionTitle>
      <SectionText>
        Uma cópia completa, em JSON, de tudo o que guardamos sobre você:{" "}
        {candidate
          ? "perfil, foto, formações, experiências, candidaturas com o histórico de cada uma, interesses recebidos, vagas salvas, alertas,"
          : "dados da empresa, logo, vagas publicadas, interesses enviados,"}{" "}
        notificações, aceites e sessões. O arquivo é gerado na hora e não fica guardado em lugar nenhum.
      </SectionText>
      <Actions>
        <DownloadLink href="/api/conta/dados" download $variant="primary">
          <Download size={18} aria-hidden />
          Baixar meus dados (JSON)
        </DownloadLink>
        {candidate && (
          <DownloadLink href="/api/conta/curriculo.pdf" download $variant="outline">
            <FileText size={18} aria-hidden />
            Baixar currículo (PDF)
          </DownloadLink>
        )}
      </Actions>
    </Section>
  );
}
