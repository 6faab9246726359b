import { Link } from "@tanstack/react-router";
import { Handshake, LifeBuoy, ShieldCheck, type LucideIcon } from "lucide-react";
import styled from "styled-components";
import { brand } from "../../brand.ts";
import { cardSurface } from "../../components/Card.tsx";
import { IconBox } from "../../components/IconBox.ts";
import { contacts } from "./contacts.ts";
import { LegalLayout } from "./LegalLayout.tsx";

const Channels = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 !important;
  list-style: none;
`;

const Channel = styled.li`
  ${cardSurface}
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0 !important;
  padding: ${({ theme }) => theme.space.lg};
  h2 { margin-top: 0 !important; font-size: ${({ theme }) => theme.font.size.lg} !important; }
  p { margin-top: ${({ theme }) => theme.space.xs} !important; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Address = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

interface ChannelInfo {
  icon: LucideIcon;
  title: string;
  text: string;
  address: string;
}

const channels: ChannelInfo[] = [
  {
    icon: LifeBuoy,
    title: "Suporte",
    text: "Dúvidas sobre como usar o serviço, problemas para entrar na conta, para se candidatar ou para publicar uma vaga.",
    address: contacts.support,
  },
  {
    icon: ShieldCheck,
    title: "Privacidade e dados pessoais",
    text: "Fale com o nosso encarregado (LGPD): cópia ou correção dos seus dados, exclusão da conta, troca do e-mail de acesso, dúvidas sobre a Política de Privacidade.",
    address: contacts.privacy,
  },
  {
    icon: Handshake,
    title: "Parcerias e API",
    text: "Para sites de emprego que querem mostrar as vagas do serviço: pedido de chave de acesso, limites e integração.",
    address: contacts.partners,
  },
];

/** /contato: the product's channels, each a mailbox (there is no contact form). */
export function ContactPage() {
  return (
    <LegalLayout title="Contato" eyebrow="Fale com a gente" lead={`Escolha o canal certo e escreva para a equipe do ${brand}.`}>
      <Channels>
        {channels.map(({ icon: Icon, title, text, address }) => (
          <Channel key={address}>
            <IconBox aria-hidden>
              <Icon size={20} />
            </IconBox>
            <div>
              <h2>{title}</h2>
              <p>{text}</p>
              <Address href={`mailto:${address}`}>{address}</Address>
            </div>
          </Channel>
        ))}
      </Channels>

      <h2 id="antes-de-escrever">Antes de escrever</h2>
      <ul>
        <li>Nunca envie a sua senha: ninguém da equipe vai pedi-la.</li>
        <li>
          Para pedidos sobre a sua conta, escreva a partir do e-mail dela; assim sabemos que o pedido é seu.
        </li>
        <li>
          A resposta vem de uma pessoa da equipe, pelo mesmo endereço: o {brand} não envia e-mails automáticos. Pedidos
          sobre dados pessoais são respondidos em até 15 dias, como prevê a LGPD.
        </li>
      </ul>
      <p>
        Veja também a <Link to="/privacidade">Política de Privacidade</Link> e os <Link to="/termos">Termos de Uso</Link>.
      </p>
    </LegalLayout>
  );
}
