import { Link } from "@tanstack/react-router";
import { brand } from "../../brand.ts";
import { contacts, lastUpdated } from "./contacts.ts";
import { LegalLayout, Summary } from "./LegalLayout.tsx";
import { PrivacyData } from "./PrivacyData.tsx";
import { PrivacyRights } from "./PrivacyRights.tsx";

/** /privacidade: what the product stores, who sees it, why, for how long, and the LGPD rights. */
export function PrivacyPage() {
  return (
    <LegalLayout
      title="Política de Privacidade"
      eyebrow="Seus dados"
      lead={`Como o ${brand} trata os dados de candidatos, empresas e visitantes, explicado sem juridiquês.`}
      updated={lastUpdated}
    >
      <Summary aria-labelledby="privacidade-resumo">
        <h2 id="privacidade-resumo">Em resumo</h2>
        <ul>
          <li>Guardamos só o que o serviço usa: sua conta, seu perfil, suas vagas, candidaturas e interesses.</li>
          <li>
            Empresas nunca veem o CPF, a rua, o número, o CEP, o bairro, o telefone secundário nem o gênero de um
            candidato.
          </li>
          <li>Senhas e códigos de sessão são guardados apenas como resumos criptográficos.</li>
          <li>Não vendemos dados, não mostramos anúncios e não usamos cookies de rastreamento.</li>
          <li>
            Baixe, veja e apague seus dados em <Link to="/conta/privacidade">Privacidade e dados</Link>, no menu da sua conta;
            para qualquer outro pedido, escreva para <a href={`mailto:${contacts.privacy}`}>{contacts.privacy}</a>.
          </li>
        </ul>
      </Summary>

      <h2 id="quem-somos">Quem cuida dos seus dados</h2>
      <p>
        A controladora dos dados é a empresa responsável pelo {brand}, que decide como eles são usados. Nosso encarregado
        pelo tratamento de dados pessoais (o &quot;DPO&quot; da LGPD) atende pelo e-mail{" "}
        <a href={`mailto:${contacts.privacy}`}>{contacts.privacy}</a>.
      </p>
      <p>
        Esta política vale para quem visita o site, para candidatos e empresas com conta e para os sites parceiros que
        usam a nossa API.
      </p>

      <PrivacyData />

      <h2 id="quem-ve">Quem vê o quê</h2>
      <h3>Qualquer pessoa, mesmo sem conta</h3>
      <p>
        As vagas publicadas e o perfil público da empresa que as publicou: nome, logo, descrição, setor, site, rede social,
        cidade e estado. Os sites parceiros da API veem exatamente isso e nada mais.
      </p>
      <h3>Empresas com conta</h3>
      <p>
        Podem buscar candidatos e abrir o perfil profissional de cada um: nome, e-mail, telefone principal, cidade e
        estado, data de nascimento e idade, objetivo, links, área, nível, foto, formações, experiências, habilidades,
        idiomas e cursos. Veem também as candidaturas recebidas nas próprias vagas, com a carta de apresentação.
      </p>
      <p>
        <strong>
          Uma empresa nunca vê o CPF, a rua, o número, o CEP, o bairro, o telefone secundário nem o gênero de um
          candidato.
        </strong>{" "}
        Essa regra é aplicada no servidor, em todas as formas de acesso, e não apenas escondida na tela.
      </p>
      <h3>Candidatos</h3>
      <p>Um candidato não vê o perfil de outro candidato.</p>
      <h3>Só a própria empresa</h3>
      <p>O CNPJ, o nome do responsável e o endereço completo (rua, número, bairro e CEP) da empresa.</p>
      <p>
        Não vendemos nem repassamos dados a ninguém além do que está descrito aqui. Só os entregaríamos a uma
        autoridade por obrigação legal ou ordem judicial.
      </p>

      <PrivacyRights />

      <h2 id="mudancas">Mudanças nesta política</h2>
      <p>
        Quando o {brand} passar a guardar ou usar dados de outra forma, esta página muda antes, com a nova data no topo.
        Veja também os <Link to="/termos">Termos de Uso</Link> e a página de <Link to="/contato">Contato</Link>.
      </p>
    </LegalLayout>
  );
}
