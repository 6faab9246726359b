import { Link } from "@tanstack/react-router";
import { FileCheck } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { legalDate, legalTextsVersion } from "../../../shared/legalTexts.ts";
import { formatDateTime } from "../../format.ts";
import type { ConsentsSection_user$key } from "./__generated__/ConsentsSection_user.graphql";
import { Facts, Section, SectionText, SectionTitle } from "./sectionParts.ts";

const fragment = graphql`
  fragment ConsentsSection_user on User {
    aceitesTermos {
      versao
      aceitoEm
    }
    candidato {
      declaracaoPcd {
        consentimentoVersao
        consentidoEm
      }
    }
  }
`;

/** What the person agreed to, and when: the terms at sign-up and, for candidates, the PcD declaration's own consent. */
export function ConsentsSection({ user }: { user: ConsentsSection_user$key }) {
  const { aceitesTermos: acceptances, candidato } = useFragment(fragment, user);
  const pcd = candidato?.declaracaoPcd;
  const latest = acceptances.at(-1);
  return (
    <Section aria-labelledby="privacidade-aceites">
      <SectionTitle id="privacidade-aceites">
        <FileCheck size={20} aria-hidden />
        Seus aceites
      </SectionTitle>
      <Facts>
        {acceptances.map(({ versao, aceitoEm }) => (
          <li key={`${versao}-${aceitoEm}`}>
            <strong>Termos de Uso e Política de Privacidade</strong> na versão de {legalDate(versao)}, aceitos ao criar a conta
            em {formatDateTime(aceitoEm)}.
          </li>
        ))}
        {acceptances.length === 0 && (
          <li>Sua conta foi criada antes de registrarmos os aceites. Os textos em vigor são os de {legalDate(legalTextsVersion)}.</li>
        )}
        {pcd && (
          <li>
            <strong>Declaração de deficiência</strong> (dado sensível): consentimento dado em {formatDateTime(pcd.consentidoEm)}. Você
            pode retirá-lo a qualquer momento no <Link to="/profile/candidate">seu perfil</Link>, e a declaração é apagada na hora.
          </li>
        )}
      </Facts>
      {latest && latest.versao !== legalTextsVersion && (
        <SectionText>
          Os textos mudaram desde o seu aceite: a versão em vigor é a de {legalDate(legalTextsVersion)}.
        </SectionText>
      )}
      <SectionText>
        Leia os <Link to="/termos">Termos de Uso</Link> e a <Link to="/privacidade">Política de Privacidade</Link>.
      </SectionText>
    </Section>
  );
}
