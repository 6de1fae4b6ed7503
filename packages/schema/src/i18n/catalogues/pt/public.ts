import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'landing.heroTitle': 'Crie seu currículo com IA',
  'landing.heroText': 'Crie vários currículos a partir de modelos prontos com nosso criador de currículos com IA.',
  'landing.start': 'Comece a criar seu currículo',
  'landing.atsTeaser': 'Já tem um currículo? <link>Veja como um ATS o lê</link>, de graça e sem conta.',
  'landing.howItWorks': 'Como funciona',
  'landing.step': 'Etapa {number}',
  'landing.step1Title': 'Preencha um formulário inteligente',
  'landing.step1Text': 'Conte seu cargo, suas habilidades e sua trajetória em um formulário guiado.',
  'landing.step2Title': 'Gere e personalize com IA',
  'landing.step2Text': 'Receba resumos e seções escritos pela IA e deixe-os do seu jeito.',
  'landing.step3Title': 'Baixe seu currículo',
  'landing.step3Text': 'Escolha um modelo profissional e baixe seu currículo em PDF.',
  'landing.testimonials': 'O que nossos usuários dizem',
  'landing.testimonial1Role': 'Desenvolvedora front-end',
  'landing.testimonial1Quote':
    '“Criei três currículos sob medida em uma noite. O resumo da IA me deu um ótimo ponto de partida.”',
  'landing.testimonial2Role': 'Analista de dados',
  'landing.testimonial2Quote':
    '“Com a visualização do PDF em tempo real, não houve surpresas. Baixei um currículo impecável e consegui entrevistas.”',
  'landing.testimonialBy': '<b>{who}</b>, {job}',
  'landing.footerNav': 'Sobre',
  'landing.terms': 'Termos de Serviço',
  'landing.privacy': 'Política de Privacidade',
  'landing.madeBy': 'Feito com carinho pelos colaboradores do Vitae.',

  'about.intro': 'O Vitae ajuda quem procura emprego a criar currículos profissionais rapidamente com a ajuda da IA.',
  'about.features': 'Recursos',
  'about.qualityTitle': 'Qualidade profissional',
  'about.qualityText': 'Modelos feitos para convencer recrutadores e sistemas de rastreamento de candidatos.',
  'about.tailoredTitle': 'Feito para você',
  'about.tailoredText': 'Sugestões da IA baseadas no seu cargo, nas suas habilidades e na sua experiência.',
  'about.futureTitle': 'Pronto para o futuro',
  'about.futureText': 'Mantenha vários currículos atualizados e baixe-os sempre que precisar.',
  'about.mission': 'Missão',
  'about.missionText': 'Dar a todos um currículo que mostre o seu melhor, em minutos e de graça.',
  'about.vision': 'Visão',
  'about.visionText': 'Um mundo em que um bom currículo nunca seja o motivo de alguém perder uma vaga.',
  'about.start': 'Comece seu currículo',

  'publicResume.protected': 'Currículo protegido',
  'publicResume.password': 'Senha',
  'publicResume.opening': 'Abrindo',
  'publicResume.open': 'Abrir currículo',
  'publicResume.home': 'Ir para a página inicial',
  'publicResume.tabTitle': '{who} – Vitae',
  'publicResume.downloadPdf': 'Baixar PDF',
  'publicResume.notFound': 'Link não encontrado',
  'publicResume.openFailed': 'Não foi possível abrir o currículo',

  'view.title': 'Parabéns! Seu currículo gerado por IA está pronto!',
  'view.text': 'Agora você pode baixar seu currículo e compartilhá-lo com recrutadores.',
  'view.generating': 'Gerando',
  'view.generatingNow': 'Gerando…',
  'view.download': 'Baixar currículo',
  'view.backToEditor': 'Voltar ao editor',

  'public.tryAgain': 'Tentar novamente',
  'public.signIn': 'Entrar',
  'public.backToDashboard': 'Voltar ao painel',

  'legal.terms': `# Termos de Serviço

Esta instância do Vitae é mantida pelo seu operador, não pelos autores do software Vitae. Estes termos padrão valem até que o operador os substitua (veja docs/accounts.md no repositório do Vitae).

## Sua conta

- Você guarda para si a senha, os códigos de verificação em duas etapas e as chaves de acesso da sua conta. Você é responsável pelo que é feito com a sua conta.
- Você pode excluir sua conta a qualquer momento na página da conta; tudo o que ela contém é excluído junto.

## Seu conteúdo

- O que você escreve — currículos, cartas de apresentação, notas — é seu. O operador só o armazena para prestar o serviço a você: exibi-lo, gerá-lo em PDF e em outros formatos e compartilhá-lo onde você ativar o compartilhamento.
- Você não envia conteúdo sobre o qual não tenha direitos ou que viole a lei.

## O serviço

- O serviço é fornecido no estado em que se encontra, sem nenhuma garantia. O operador pode alterá-lo ou encerrá-lo; ele deve avisar você com antecedência para que você possa exportar seus dados (página da conta, “Exportar”).
- O operador pode suspender uma conta que faça uso indevido do serviço (por exemplo, tentando invadir outras contas).

## Contato

Dúvidas sobre estes termos devem ser enviadas ao operador desta instância.
`,
  'legal.privacy': `# Política de Privacidade

Esta instância do Vitae é mantida pelo seu operador. Esta política padrão descreve o que o software Vitae faz com dados pessoais; o operador pode substituí-la pela sua própria.

## O que é armazenado

- **Sua conta**: seu endereço de e-mail, seu nome, um hash da sua senha (nunca a senha em si), se o seu endereço foi verificado, suas configurações de verificação em duas etapas e chaves de acesso (apenas chaves públicas) e suas sessões de login (a descrição que o navegador faz de si mesmo e quando foi usado pela última vez).
- **Seus documentos**: os currículos que você escreve, o histórico deles e os PDFs gerados, seu dicionário de palavras e os links de compartilhamento que você cria, com suas contagens de visualizações.

## O que é enviado a terceiros

- **E-mail**: mensagens sobre sua conta (redefinição de senha, verificação de endereço, avisos de segurança) passam pelo servidor de e-mail do operador.
- **Ajuda de escrita com IA**: somente quando o operador configurou um provedor de IA, e somente quando você pede ajuda, o texto necessário para esse pedido é enviado a esse provedor. Sem um provedor, a ajuda de escrita é executada neste servidor.
- **Login com o Google**: somente quando você o escolhe; o Google então sabe que você entrou aqui.
- Nada mais: sem análises, sem publicidade, sem rastreamento.

## Seus direitos

- Você pode ver, exportar (página da conta, “Exportar”) e excluir (página da conta, “Excluir conta”) tudo o que está armazenado sobre você a qualquer momento. Excluir sua conta exclui também seus documentos.

## Contato

Dúvidas sobre seus dados devem ser enviadas ao operador desta instância.
`,
} satisfies PartCatalogue<'public'>;
