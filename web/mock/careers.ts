import type { Area } from "../../shared/catalog.ts";

// What a generated candidate of each area has done and knows, so that a profile
// reads as one person: a nurse's skills, course and past jobs are a nurse's.

export interface Career {
  area: Area;
  cargos: readonly string[];
  cursos: readonly string[];
  habilidades: readonly string[];
  livres: readonly string[];
  empregadores: readonly string[];
}

export const careers: readonly Career[] = [
  {
    area: "tecnologia",
    cargos: ["Desenvolvedor(a) Back-end", "Desenvolvedor(a) Front-end", "Analista de Suporte", "Analista de Dados", "Engenheiro(a) de Software"],
    cursos: ["Ciência da Computação", "Sistemas de Informação", "Análise e Desenvolvimento de Sistemas", "Engenharia de Software"],
    habilidades: ["JavaScript", "TypeScript", "React", "Node.js", "Python", "SQL", "Git", "Docker", "Java", "AWS"],
    livres: ["Scrum Fundamentals", "AWS Cloud Practitioner", "Introdução ao Kubernetes"],
    empregadores: ["Softplan Sistemas", "Loja Fácil E-commerce", "Porto Digital Labs", "Banco Paulista de Fomento"],
  },
  {
    area: "saude",
    cargos: ["Técnico(a) de Enfermagem", "Enfermeiro(a)", "Auxiliar de Farmácia", "Recepcionista Hospitalar"],
    cursos: ["Enfermagem", "Farmácia", "Técnico em Enfermagem", "Fisioterapia"],
    habilidades: ["Primeiros socorros", "Administração de medicamentos", "Prontuário eletrônico", "Atendimento humanizado", "Biossegurança"],
    livres: ["Suporte Básico de Vida (BLS)", "Controle de Infecção Hospitalar", "Libras Básico"],
    empregadores: ["Hospital São Lucas", "Clínica Bem Viver", "Farmácia Popular do Bairro", "UPA Zona Norte"],
  },
  {
    area: "vendas",
    cargos: ["Vendedor(a) Interno(a)", "Representante Comercial", "Consultor(a) de Vendas", "Operador(a) de Caixa"],
    cursos: ["Administração", "Gestão Comercial", "Marketing"],
    habilidades: ["Negociação", "Atendimento ao cliente", "CRM", "Prospecção", "Pacote Office"],
    livres: ["Técnicas de Negociação", "Vendas Consultivas", "Excel Intermediário"],
    empregadores: ["Magazine Central", "Atacadão do Povo", "Auto Peças Rota Sul", "Móveis Bela Casa"],
  },
  {
    area: "marketing",
    cargos: ["Analista de Marketing", "Social Media", "Assistente de Comunicação", "Redator(a) Publicitário(a)"],
    cursos: ["Publicidade e Propaganda", "Marketing", "Jornalismo", "Relações Públicas"],
    habilidades: ["Google Ads", "Redes sociais", "SEO", "Canva", "Copywriting", "Google Analytics"],
    livres: ["Marketing Digital", "Google Ads Search", "Fotografia para Redes Sociais"],
    empregadores: ["Agência Ponto de Vista", "Revista Viver Bem", "Grupo Sabor & Cia", "Estúdio Criativo Sul"],
  },
  {
    area: "financeiro",
    cargos: ["Assistente Financeiro", "Analista Contábil", "Analista de Contas a Pagar", "Auxiliar de Faturamento"],
    cursos: ["Ciências Contábeis", "Economia", "Administração"],
    habilidades: ["Excel avançado", "Conciliação bancária", "SAP", "Contas a pagar", "Fluxo de caixa"],
    livres: ["Excel Avançado", "Matemática Financeira", "Power BI"],
    empregadores: ["Contabilidade Exata", "Cooperativa de Crédito Vale", "Distribuidora Norte Sul", "Escritório Fiscal Brasil"],
  },
  {
    area: "administrativo",
    cargos: ["Assistente Administrativo", "Recepcionista", "Auxiliar de Escritório", "Secretário(a)"],
    cursos: ["Administração", "Secretariado Executivo", "Gestão Pública"],
    habilidades: ["Pacote Office", "Organização de agenda", "Atendimento telefônico", "Arquivo e documentação", "Emissão de notas fiscais"],
    livres: ["Rotinas Administrativas", "Excel Básico", "Comunicação Empresarial"],
    empregadores: ["Imobiliária Lar Doce Lar", "Escritório Andrade Advogados", "Condomínio Parque das Águas", "Prefeitura Municipal"],
  },
  {
    area: "educacao",
    cargos: ["Professor(a) de Ensino Fundamental", "Auxiliar de Classe", "Monitor(a) Escolar", "Coordenador(a) Pedagógico(a)"],
    cursos: ["Pedagogia", "Licenciatura em Matemática", "Letras", "Licenciatura em História"],
    habilidades: ["Planejamento de aulas", "Alfabetização", "Google Classroom", "Educação inclusiva", "Gestão de sala de aula"],
    livres: ["Educação Especial e Inclusiva", "Metodologias Ativas", "Libras Básico"],
    empregadores: ["Escola Estadual Monteiro Lobato", "Colégio Pequeno Príncipe", "Escola Municipal Paulo Freire", "Curso Aprova Mais"],
  },
  {
    area: "engenharia",
    cargos: ["Engenheiro(a) Civil", "Técnico(a) em Edificações", "Engenheiro(a) de Produção", "Projetista"],
    cursos: ["Engenharia Civil", "Engenharia de Produção", "Engenharia Mecânica", "Técnico em Edificações"],
    habilidades: ["AutoCAD", "Revit", "MS Project", "Orçamento de obras", "Normas técnicas (ABNT)"],
    livres: ["NR-35 Trabalho em Altura", "Lean Manufacturing", "BIM com Revit"],
    empregadores: ["Construtora Alicerce", "Metalúrgica Vale do Aço", "Engemix Projetos", "Indústria Têxtil Serrana"],
  },
  {
    area: "design",
    cargos: ["Designer Gráfico", "Designer de Produto", "Ilustrador(a)", "Designer de Interface"],
    cursos: ["Design Gráfico", "Design", "Arquitetura e Urbanismo"],
    habilidades: ["Figma", "Adobe Illustrator", "Photoshop", "Prototipação", "Design de interfaces"],
    livres: ["UX Design", "Tipografia", "Motion Design com After Effects"],
    empregadores: ["Estúdio Traço Fino", "Agência Ponto de Vista", "Editora Nova Página", "Startup AgroTech"],
  },
  {
    area: "recursos-humanos",
    cargos: ["Analista de Recursos Humanos", "Assistente de Departamento Pessoal", "Recrutador(a)"],
    cursos: ["Gestão de Recursos Humanos", "Psicologia", "Administração"],
    habilidades: ["Recrutamento e seleção", "Folha de pagamento", "eSocial", "Entrevista por competências", "Treinamento e desenvolvimento"],
    livres: ["Departamento Pessoal na Prática", "Legislação Trabalhista", "Entrevista por Competências"],
    empregadores: ["Grupo Gente & Gestão", "Rede de Supermercados Bom Dia", "Hospital São Lucas", "Consultoria Talentos"],
  },
];

export const languages = ["Inglês", "Espanhol", "Francês", "Italiano", "Alemão"] as const;

export const institutions = [
  "Universidade de São Paulo (USP)",
  "Universidade Federal de Minas Gerais (UFMG)",
  "Universidade Federal de Pernambuco (UFPE)",
  "Pontifícia Universidade Católica do Paraná (PUCPR)",
  "Universidade Federal do Rio Grande do Sul (UFRGS)",
  "Universidade Estadual de Campinas (Unicamp)",
  "Universidade Federal da Bahia (UFBA)",
  "Centro Universitário UNA",
  "Faculdade Senac",
] as const;

export const courseSchools = ["Senac", "Senai", "Fundação Bradesco", "Sebrae", "Alura", "Coursera", "FGV Online"] as const;
