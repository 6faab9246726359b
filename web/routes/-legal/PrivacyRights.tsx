import { Link } from "@tanstack/react-router";
import { brand } from "../../brand.ts";
import { contacts } from "./contacts.ts";

// The legal bases (LGPD art. 7), retention, and the data subject's rights (art. 18) with how to
// exercise each one today: in the product where it can be done there, otherwise by writing to us.

export function PrivacyRights() {
  return (
    <>
      <h2 id="bases-legais">Por que podemos tratar esses dados</h2>
      <ul>
        <li>
          <strong>Para prestar o serviço que você pediu</strong> (LGPD, art. 7º, V): conta, perfil, vagas, candidaturas,
          interesses, fotos e logos. Sem eles não há como se candidatar, publicar vagas ou encontrar candidatos.
        </li>
        <li>
          <strong>Por legítimo interesse em manter o serviço seguro</strong> (art. 7º, IX): sessões, navegadores
          confiáveis, contadores contra abuso e registros de erro. Usamos o mínimo necessário e apagamos cedo, como
          descrito abaixo.
        </li>
        <li>
          <strong>Campos opcionais do perfil</strong>, como CPF, gênero, endereço e telefone secundário: só existem se você
          os preencher, ficam visíveis apenas para você e podem ser alterados ou apagados no seu perfil a qualquer
          momento.
        </li>
      </ul>

      <h2 id="prazos">Por quanto tempo guardamos</h2>
      <ul>
        <li>Conta e perfil: enquanto a conta existir.</li>
        <li>Sessão: até você sair ou por 30 dias; sessões vencidas são apagadas.</li>
        <li>Navegador confiável: um ano depois da última entrada naquele navegador.</li>
        <li>Contadores contra abuso: de 1 minuto a 1 hora.</li>
        <li>
          Candidaturas e interesses: enquanto a vaga e as duas contas existirem. Apagar uma vaga apaga as candidaturas e
          os interesses ligados a ela.
        </li>
        <li>
          Quando uma conta é excluída, apagamos na hora o perfil, a foto ou o logo, as sessões, os navegadores confiáveis,
          as notificações, os e-mails, os interesses e tudo o que identifica a pessoa. A empresa mantém apenas o registro de
          cada candidatura recebida, sem nenhum dado do candidato, como &quot;Candidato removido&quot;. No caso de uma
          empresa, as vagas que ela publicou são removidas, com as candidaturas a elas.
        </li>
      </ul>

      <h2 id="direitos">Seus direitos e como exercê-los</h2>
      <p>A LGPD (art. 18) garante a você, a qualquer momento:</p>
      <ul>
        <li>saber se tratamos dados seus e ter acesso a eles;</li>
        <li>corrigir dados incompletos, errados ou desatualizados;</li>
        <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados fora da lei;</li>
        <li>receber seus dados em formato que permita levá-los a outro serviço (portabilidade);</li>
        <li>pedir a eliminação dos seus dados e da sua conta;</li>
        <li>saber com quem compartilhamos seus dados;</li>
        <li>se opor a um tratamento que descumpra a lei;</li>
        <li>reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
      </ul>
      <h3>O que você já faz sozinho no {brand}</h3>
      <ul>
        <li>
          Em <Link to="/conta/privacidade">Privacidade e dados</Link>, no menu da sua conta: baixar uma cópia de todos os seus
          dados (e, para candidatos, o currículo em PDF), ver o que você aceitou e quando, ver quais empresas abriram seu
          perfil e excluir sua conta.
        </li>
        <li>Ver e corrigir seus dados em &quot;Meu Perfil&quot; (candidatos) ou &quot;Perfil da Empresa&quot;.</li>
        <li>Trocar ou remover sua foto ou logo.</li>
        <li>Retirar uma candidatura, recusar um interesse, pausar, encerrar ou apagar uma vaga.</li>
        <li>Retirar o consentimento da declaração de deficiência, no seu perfil: ela é apagada na hora.</li>
        <li>Encerrar todas as suas sessões com &quot;Sair de todos os dispositivos&quot;, no menu da sua conta.</li>
      </ul>
      <h3>O que você pede para nós</h3>
      <p>
        A troca do e-mail de acesso, uma correção que você não consegue fazer no perfil ou qualquer outro pedido: escreva
        para <a href={`mailto:${contacts.privacy}`}>{contacts.privacy}</a> a partir do e-mail da sua conta, para sabermos
        que o pedido é seu. Respondemos em até 15 dias, por uma pessoa da nossa equipe.
      </p>

      <h2 id="seguranca">Como protegemos os dados</h2>
      <ul>
        <li>Senhas, códigos de sessão e chaves de parceiros são guardados só como resumos criptográficos.</li>
        <li>Os cookies de sessão não podem ser lidos por scripts da página.</li>
        <li>O que é só seu é protegido no servidor, não apenas escondido na tela.</li>
        <li>Tentativas de adivinhar senhas e cadastros em massa são limitadas.</li>
      </ul>
      <p>
        Se algum dia houver um incidente de segurança que possa afetar você, avisaremos você e a ANPD, como manda a lei.
      </p>
    </>
  );
}
