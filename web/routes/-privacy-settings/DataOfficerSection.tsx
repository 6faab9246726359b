import { Link } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import { contacts } from "../-legal/contacts.ts";
import { Section, SectionText, SectionTitle } from "./sectionParts.ts";

/** The encarregado (LGPD art. 41): who answers for the data, and how to reach them. */
export function DataOfficerSection() {
  return (
    <Section aria-labelledby="privacidade-encarregado">
      <SectionTitle id="privacidade-encarregado">
        <Mail size={20} aria-hidden />
        Encarregado de dados
      </SectionTitle>
      <SectionText>
        Dúvidas, correções que você não consegue fazer no perfil, ou qualquer outro pedido sobre seus dados: escreva para o
        nosso encarregado pelo tratamento de dados pessoais, em <a href={`mailto:${contacts.privacy}`}>{contacts.privacy}</a>,
        a partir do e-mail da sua conta. Respondemos em até 15 dias. Como tratamos seus dados está na{" "}
        <Link to="/privacidade">Política de Privacidade</Link>.
      </SectionText>
    </Section>
  );
}
