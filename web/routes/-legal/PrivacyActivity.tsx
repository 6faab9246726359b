import { Link } from "@tanstack/react-router";
import { brand } from "../../brand.ts";

// What the product keeps about what people do in it, beyond their profiles: the acceptance of
// these texts, notices and e-mails, alerts, profile and job views, and the PcD declaration, as
// prisma/schema.prisma has them. Change this text when they change.

export function PrivacyActivity() {
  return (
    <>
      <h3>Aceite destes textos</h3>
      <p>
        Ao criar a conta, registramos qual versão dos Termos de Uso e desta Política você aceitou e quando. Você vê esse
        registro em <Link to="/conta/privacidade">Privacidade e dados</Link>.
      </p>

      <h3>Notificações e e-mails</h3>
      <ul>
        <li>
          <strong>Notificações</strong>: os avisos do sino (uma candidatura recebida, uma mudança de etapa, um interesse, vagas
          novas de um alerta), com a data em que você os leu.
        </li>
        <li>
          <strong>E-mails</strong>: cada e-mail que o {brand} envia (avisos, resumo diário, recuperação de senha) fica numa
          fila até ser entregue; depois de enviado, guardamos só o destinatário, o assunto e as datas. As suas escolhas de
          envio ficam em <Link to="/conta/notificacoes">Preferências de notificação</Link>, e cada e-mail traz um link para
          deixar de recebê-lo.
        </li>
        <li>
          <strong>Vagas salvas e alertas de vagas</strong> (candidatos): as vagas que você salvou e as buscas que pediu para
          acompanhar.
        </li>
      </ul>

      <h3>Quem viu o perfil e quem viu a vaga</h3>
      <ul>
        <li>
          Quando uma empresa abre o perfil de um candidato, registramos a empresa e o dia (uma vez por dia). O candidato vê
          esse registro em &quot;Quem viu meu perfil&quot;.
        </li>
        <li>
          Visitas à página de uma vaga são só contadas, por vaga e por dia, para as estatísticas da empresa: não guardamos
          quem visitou, nem endereço de rede, nem cookie.
        </li>
      </ul>

      <h3>Declaração de deficiência (dado sensível)</h3>
      <p>
        Um candidato pode declarar uma deficiência, o tipo e as adaptações de que precisa. Por ser um dado sensível (LGPD,
        art. 11), ela só é guardada com um consentimento próprio, separado do cadastro, cuja data e versão registramos. Só a
        veem as empresas das vagas a que o candidato se candidatou; nunca aparece na busca de candidatos nem na API dos
        parceiros. Retirar o consentimento, no perfil, apaga a declaração na hora.
      </p>
    </>
  );
}
