import { Link } from "@tanstack/react-router";
import { brand } from "../../brand.ts";
import { contacts, lastUpdated } from "./contacts.ts";
import { LegalLayout, Summary } from "./LegalLayout.tsx";

/** /termos: the rules of use for candidates, companies and API partners, in plain Portuguese. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Termos de Uso"
      eyebrow="Regras de uso"
      lead={`O que você pode esperar do ${brand} e o que esperamos de quem usa o serviço.`}
      updated={lastUpdated}
    >
      <Summary aria-labelledby="termos-resumo">
        <h2 id="termos-resumo">Em resumo</h2>
        <ul>
          <li>O {brand} aproxima candidatos e empresas; a contratação é combinada entre eles.</li>
          <li>Use informações verdadeiras e cuide da sua senha.</li>
          <li>Empresas publicam vagas reais, sem discriminação, e usam os dados dos candidatos só para recrutar.</li>
          <li>
            Como tratamos seus dados está na <Link to="/privacidade">Política de Privacidade</Link>.
          </li>
        </ul>
      </Summary>

      <h2 id="servico">O serviço</h2>
      <p>
        No {brand}, candidatos montam um perfil profissional, buscam vagas e se candidatam; empresas publicam vagas,
        recebem candidaturas, buscam candidatos e demonstram interesse por eles; sites parceiros mostram as vagas
        publicadas por meio da nossa API. Ao criar uma conta ou usar a API, você aceita estes termos.
      </p>

      <h2 id="conta">Sua conta</h2>
      <ul>
        <li>Cada conta é de uma pessoa ou de uma empresa. Não crie contas em nome de outros.</li>
        <li>As informações do cadastro e do perfil devem ser verdadeiras e mantidas em dia.</li>
        <li>
          A senha é pessoal. Se desconfiar que alguém a conhece, use &quot;Sair de todos os dispositivos&quot; e fale com a
          gente.
        </li>
        <li>Você responde pelo que for feito com a sua conta.</li>
      </ul>

      <h2 id="candidatos">Para candidatos</h2>
      <ul>
        <li>
          Seu perfil profissional fica visível para as empresas com conta no {brand}; os dados pessoais que a Política de
          Privacidade lista como só seus, não.
        </li>
        <li>Você pode retirar uma candidatura ou recusar um interesse quando quiser.</li>
        <li>O {brand} não garante entrevista nem contratação: quem decide é a empresa.</li>
      </ul>

      <h2 id="empresas">Para empresas</h2>
      <ul>
        <li>Publique apenas vagas reais, com informações corretas sobre a função, o contrato e o salário.</li>
        <li>
          Não publique vagas nem tome decisões que discriminem por origem, cor, sexo, idade, estado civil, religião,
          deficiência ou qualquer outro motivo proibido por lei.
        </li>
        <li>Nunca cobre dos candidatos para participar de um processo seletivo.</li>
        <li>
          Use os dados dos candidatos apenas para recrutar, não os repasse a terceiros e trate-os conforme a LGPD: a partir
          do momento em que os recebe, sua empresa também responde por eles.
        </li>
      </ul>

      <h2 id="parceiros">Para parceiros da API</h2>
      <ul>
        <li>A chave de acesso dá leitura às vagas publicadas; ela não altera nada e não dá acesso a candidatos.</li>
        <li>Cada chave tem um limite de pedidos por hora. Guarde-a em segredo: quem tem a chave fala em seu nome.</li>
        <li>Mostre as vagas como foram publicadas, sem alterar o que a empresa escreveu.</li>
        <li>Podemos revogar uma chave usada contra estes termos.</li>
      </ul>

      <h2 id="proibido">O que não é permitido</h2>
      <ul>
        <li>Tentar descobrir senhas, entrar em contas alheias ou contornar os limites do serviço.</li>
        <li>Copiar dados de candidatos ou de empresas em massa, por robôs ou de outra forma.</li>
        <li>Publicar conteúdo falso, ofensivo, ilegal ou propaganda que não seja uma vaga.</li>
        <li>Atrapalhar o funcionamento do serviço para os demais.</li>
      </ul>
      <p>Quem descumprir estes termos pode ter a conta suspensa ou excluída, e a chave de API revogada.</p>

      <h2 id="conteudo">O que você publica</h2>
      <p>
        O conteúdo do seu perfil e das suas vagas continua sendo seu. Você nos autoriza a guardá-lo e mostrá-lo dentro do
        serviço, às pessoas descritas na Política de Privacidade, enquanto ele estiver publicado.
      </p>

      <h2 id="disponibilidade">Disponibilidade e responsabilidade</h2>
      <p>
        Trabalhamos para o {brand} estar sempre no ar, mas pode haver interrupções para manutenção ou por falhas. Não
        respondemos pelo conteúdo que empresas e candidatos publicam nem pelas decisões de contratação, mas removemos o
        que violar estes termos quando soubermos.
      </p>

      <h2 id="encerramento">Encerrar a conta</h2>
      <p>
        Você pode pedir a exclusão da sua conta a qualquer momento pelo e-mail{" "}
        <a href={`mailto:${contacts.privacy}`}>{contacts.privacy}</a>. O que é apagado junto está na Política de
        Privacidade.
      </p>

      <h2 id="lei">Lei aplicável e mudanças</h2>
      <p>
        Estes termos seguem as leis brasileiras, incluindo o Código de Defesa do Consumidor, o Marco Civil da Internet e a
        LGPD. Quando mudarem, esta página traz a nova data no topo. Dúvidas? Veja a página de{" "}
        <Link to="/contato">Contato</Link>.
      </p>
    </LegalLayout>
  );
}
