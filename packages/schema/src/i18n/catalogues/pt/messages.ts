import type { PartCatalogue } from '../../catalogue.ts';

/** Portuguese (português do Brasil): the server's messages beyond MESSAGES (docs/i18n-glossary.md). */
export default {
  'messages.notFitted':
    '{pages, plural, one {Este currículo ainda precisa de {pages} página no menor tamanho e espaçamento permitidos. Encurte ou oculte uma seção para que ele caiba em uma página.} other {Este currículo ainda precisa de {pages} páginas no menor tamanho e espaçamento permitidos. Encurte ou oculte uma seção para que ele caiba em uma página.}}',
  'messages.invalidSection':
    'design.{field} indica uma seção que não existe. Seções: {sections} e os IDs das suas próprias seções.',
  'messages.pdfTooManyPages':
    'Este currículo teria {pages, plural, one {{pages} página} other {{pages} páginas}}; o limite é {limit}. Encurte ou remova algumas seções.',
  'messages.pdfTooMuchText': 'Este currículo tem mais de {megabytes} MB de texto. Encurte as seções mais longas.',
  'messages.resumeLimit':
    'Você atingiu o limite de {max, plural, one {{max} currículo} other {{max} currículos}}. Exclua um de que não precisa mais para criar outro.',
  'designMessages.accentColor': 'design.accentColor deve ser uma cor como #1f6feb.',
  'designMessages.fontFamily': 'design.fontFamily deve ser uma das fontes listadas por GET /api/v1/config.',
  'designMessages.fontSize': 'design.fontSize deve ficar entre 9 e 12 pontos, em passos de 0,5.',
  'designMessages.lineSpacing': 'design.lineSpacing deve ser compact, normal ou relaxed.',
  'designMessages.margins': 'design.margins deve ser narrow, normal ou wide.',
  'designMessages.pageSize': 'design.pageSize deve ser A4 ou Letter.',
  'designMessages.language': 'design.language deve ser um dos idiomas listados por GET /api/v1/config.',
  'designMessages.sectionOrder': 'design.sectionOrder deve listar chaves de seção, cada uma no máximo uma vez.',
  'designMessages.hiddenSections': 'design.hiddenSections deve listar chaves de seção.',
  'designMessages.sectionTitles':
    'design.sectionTitles deve dar a cada chave de seção um título de no máximo 60 caracteres.',
  'designMessages.fitToOnePage': 'design.fitToOnePage deve ser true ou false.',
  'designMessages.design': 'design deve ser um objeto de configurações de aparência.',
  'customSectionMessages.id':
    'customSections: cada seção precisa de um ID como custom-1a2b (letras minúsculas e dígitos depois de “custom-”).',
  'customSectionMessages.title': 'customSections: cada seção precisa de um título.',
  'customSectionMessages.tooMany': 'Um currículo comporta no máximo 10 seções próprias.',
  'customSectionMessages.duplicateId': 'customSections: duas seções têm o mesmo ID.',
  'listMessages.removed': 'Item removido: {label}.',
  'listMessages.restored': 'Item restaurado: {label}.',
  'listMessages.duplicated': 'Item duplicado na posição {position}: {label}.',
  'listMessages.moved': 'Item movido para a posição {position} de {count}: {label}.',
  'listMessages.bulletsAdded':
    '{count, plural, one {{count} tópico adicionado} other {{count} tópicos adicionados}} à descrição do cargo.',
  'listMessages.stillNeeded': 'Ainda falta: {fields}.',
  'summaryMessages.corrected': '{change, select, removed {“{from}” removido.} other {“{from}” alterado para “{to}”.}}',
  'summaryMessages.allCorrected':
    '{count, plural, one {{count} correção aplicada} other {{count} correções aplicadas}}.',
  'summaryMessages.replaced': 'Seu resumo foi substituído pela sugestão.',
  'summaryMessages.used': 'A sugestão agora é o seu resumo.',
  'summaryMessages.sentenceAdded': 'Sugestão adicionada ao resumo.',
  'importMessages.imported': 'Currículo importado.',
  'importMessages.noFile':
    'Escolha um arquivo para importar: envie-o como multipart/form-data em um campo chamado “file”.',
  'importMessages.oneFile': 'Envie um arquivo por vez, em um campo chamado “file”.',
  'importMessages.notMultipart': 'Envie o arquivo como multipart/form-data, em um campo chamado “file”.',
  'importMessages.tooLarge': 'O arquivo tem mais de 10 MB.',
  'importMessages.emptyFile': 'O arquivo está vazio.',
  'importMessages.unsupported':
    'Este arquivo não pode ser importado. Aceitos: uma exportação do Vitae (.vitae.json), um arquivo JSON Resume (.json), um currículo em PDF (.pdf), um documento do Word (.docx) ou a exportação de dados do LinkedIn (.zip).',
  'importMessages.tooDeep': 'O arquivo está aninhado demais para ser um currículo.',
  'importMessages.newerVersion':
    'Esta exportação do Vitae vem de uma versão mais recente do Vitae e não pode ser importada aqui.',
  'importMessages.invalidVitae': 'Esta exportação do Vitae está danificada e não pode ser importada.',
  'importMessages.tooFast': 'Você está importando currículos rápido demais. Aguarde um momento e tente novamente.',
  'importMessages.pdfNoText':
    'Este PDF não tem texto para ler: pode ser uma digitalização ou uma imagem. Exporte seu currículo do programa em que você o escreveu como PDF com texto, ou importe um arquivo JSON.',
  'importMessages.pdfDamaged': 'Este PDF está danificado e não pode ser lido.',
  'importMessages.pdfEncrypted': 'Este PDF é protegido por senha. Remova a senha e importe-o novamente.',
  'importMessages.pdfTooComplex': 'Este PDF é grande ou complexo demais para ser lido como currículo.',
  'importMessages.docxDamaged': 'Este arquivo do Word está danificado e não pode ser lido.',
  'importMessages.docxNoText':
    'Este arquivo do Word não tem texto para ler: talvez contenha apenas imagens. Salve seu currículo com o texto como .docx ou PDF, ou importe um arquivo JSON.',
  'importMessages.docxMacros':
    'Este arquivo do Word contém macros (.docm), que nunca são importadas. Salve-o como documento do Word simples (.docx) e importe-o novamente.',
  'importMessages.docxLegacy':
    'Este é um documento antigo do Word (.doc) ou um arquivo do Word protegido por senha, que não pode ser lido. Salve-o como documento do Word (.docx) sem senha e importe-o novamente.',
  'importMessages.fileTooComplex': 'Este arquivo é grande ou complexo demais para ser lido como currículo.',
  'importMessages.readersBusy': 'O servidor está ocupado lendo outros arquivos. Tente novamente em instantes.',
  'importMessages.zipDamaged': 'Este arquivo ZIP está danificado e não pode ser importado.',
  'importMessages.zipEncrypted':
    'Este arquivo ZIP é protegido por senha e não pode ser importado. Baixe seus dados do LinkedIn novamente.',
  'importMessages.zipTooManyEntries':
    'Este arquivo ZIP contém mais de 500 arquivos; uma exportação de dados do LinkedIn contém bem menos.',
  'importMessages.zipTooLarge':
    'Um arquivo deste ZIP descompactado passa de 5 MB, ou todos juntos passam de 20 MB; ele não pode ser importado.',
  'importMessages.zipRatio':
    'Um arquivo deste ZIP descompactado fica muito maior do que qualquer arquivo real (uma “bomba ZIP”); ele não pode ser importado.',
  'importMessages.zipUnsupported':
    'Este arquivo ZIP usa um método de compressão que não pode ser lido. Baixe seus dados do LinkedIn novamente.',
  'importMessages.linkedinNotExport':
    'Este arquivo ZIP não é uma exportação de dados do LinkedIn: não contém nenhum de Profile.csv, Positions.csv, Education.csv ou Skills.csv.',
  'importMessages.aiNotConfigured':
    'Melhorar com IA não está disponível: este servidor não tem um provedor de IA configurado. Importe o arquivo sem essa opção.',
  'importMessages.invalidImprove': 'O campo “improve” aceita um único valor: “ai”.',
  'importAiWarnings.improved': 'Melhorado com IA: confira cada campo com o seu PDF.',
  'importAiWarnings.pdfOnly':
    'Melhorar com IA vale apenas para arquivos PDF e Word; este arquivo foi importado como está.',
  'importAiWarnings.failed': 'A IA não conseguiu melhorar esta importação ({reason}); o currículo foi lido sem ela.',
  'importAiWarnings.textCut':
    '{max, plural, one {Apenas o primeiro caractere ({max, number}) do texto do PDF foi enviado à IA.} other {Apenas os primeiros {max, number} caracteres do texto do PDF foram enviados à IA.}}',
  'versionMessages.invalidName': 'Dê à versão um nome de 1 a 60 caracteres.',
  'versionMessages.invalidVersionId': 'ID de versão inválido. Atualize a página.',
  'versionMessages.notFound': 'Versão não encontrada.',
  'versionMessages.saved': 'Versão salva.',
  'versionMessages.restored': 'Versão restaurada.',
  'versionMessages.restoreUndone': 'Restauração desfeita.',
  'versionMessages.automatic': 'Instantâneo automático',
  'versionMessages.beforeRestoring': 'Antes de restaurar “{name}”',
  'trashMessages.listed': 'Lixeira carregada.',
  'trashMessages.restored': 'Currículo restaurado.',
  'trashMessages.deletedForever': 'Currículo excluído definitivamente.',
  'shareMessages.enabled': 'Link de compartilhamento ativado.',
  'shareMessages.disabled': 'Link de compartilhamento desativado.',
  'shareMessages.notFound': 'Este link não leva a nenhum currículo. Talvez ele tenha sido desativado.',
  'shareMessages.passwordRequired': 'Este currículo é protegido por senha.',
  'shareMessages.wrongPassword': 'Essa senha não está correta.',
  'shareMessages.unlocked': 'Desbloqueado.',
  'shareMessages.tooManyAttempts':
    'Muitas tentativas de senha. Aguarde {unit, select, minute {{count, plural, one {{count} minuto} other {{count} minutos}}} other {{count, plural, one {{count} segundo} other {{count} segundos}}}} e tente novamente.',
  'shareMessages.passwordLength': 'Use uma senha de 4 a 128 caracteres, ou nenhuma.',
  'shareMessages.passwordMissing': 'Digite a senha.',
  'shareMessages.linkCopied': 'Link copiado.',
  'validationMessages.tooLong': 'Deve ter no máximo {max, plural, one {{max} caractere} other {{max} caracteres}}.',
  'validationMessages.tooManyItems':
    'Uma lista comporta no máximo {max, plural, one {{max} item} other {{max} itens}}.',
  'validationMessages.tooManyContacts': 'No máximo {max, plural, one {{max} contato} other {{max} contatos}}.',
  'validationMessages.stageInvalid': 'A fase deve ser uma destas: {stages}.',
  'validationMessages.reasonInvalid': 'O motivo deve ser um destes: {reasons}.',
  'accountMessages.resetLinkSent':
    'Se existir uma conta com este endereço, enviamos a ela um link para redefinir a senha.',
  'accountMessages.resetTokenInvalid': 'Este link não é válido, expirou ou já foi usado. Peça um novo.',
  'accountMessages.passwordReset': 'Sua senha foi alterada. Entre com a nova.',
  'accountMessages.verifyTokenInvalid': 'Este link não é válido, expirou ou já foi usado.',
  'accountMessages.emailVerified': 'Seu endereço de e-mail foi verificado.',
  'accountMessages.emailChanged': 'Seu endereço de e-mail foi alterado.',
  'accountMessages.verificationSent': 'Enviamos a você um link para verificar seu endereço de e-mail.',
  'accountMessages.alreadyVerified': 'Seu endereço de e-mail já está verificado.',
  'accountMessages.emailChangeSent': 'Enviamos um link para {email}. Seu endereço muda quando você abrir o link.',
  'accountMessages.sessionEnded': 'Você saiu daquela sessão.',
  'accountMessages.otherSessionsEnded': 'Você saiu de todas as outras sessões.',
  'accountMessages.sessionNotFound': 'Essa sessão não existe.',
  'accountMessages.twoFactorAlreadyOn': 'A verificação em duas etapas já está ativada.',
  'accountMessages.twoFactorNotSetUp': 'Primeiro inicie a configuração da verificação em duas etapas.',
  'accountMessages.twoFactorEnabled': 'A verificação em duas etapas está ativada.',
  'accountMessages.twoFactorDisabled': 'A verificação em duas etapas está desativada.',
  'accountMessages.twoFactorNotOn': 'A verificação em duas etapas não está ativada.',
  'accountMessages.twoFactorCodeWrong':
    'O código não está correto. Tente o código mais recente do seu app ou um código de recuperação.',
  'accountMessages.twoFactorCodeRequired':
    'Digite o código de 6 dígitos do seu app autenticador ou um código de recuperação.',
  'accountMessages.twoFactorChallengeInvalid': 'Esta etapa de login expirou. Entre novamente.',
  'accountMessages.twoFactorDisableProof': 'Digite um código do seu app autenticador ou sua senha.',
  'accountMessages.passkeyAdded': 'Chave de acesso adicionada.',
  'accountMessages.passkeyRenamed': 'Chave de acesso renomeada.',
  'accountMessages.passkeyRemoved': 'Chave de acesso removida.',
  'accountMessages.passkeyNotFound': 'Essa chave de acesso não existe.',
  'accountMessages.passkeyFailed': 'Não foi possível verificar a chave de acesso. Tente novamente.',
  'accountMessages.passkeyUnknown': 'Esta chave de acesso não está registrada neste site.',
  'accountMessages.passkeyLimit': 'Uma conta pode ter no máximo 20 chaves de acesso.',
  'accountMessages.lastSignInMethod':
    'Mantenha pelo menos uma forma de entrar: primeiro defina uma senha ou adicione uma chave de acesso.',
  'accountMessages.signUpClosed': 'O cadastro está fechado nesta instância.',
  'accountMessages.inviteRequired': 'O cadastro nesta instância exige um convite.',
  'accountMessages.inviteInvalid': 'Este convite não é válido, expirou ou já foi usado.',
  'accountMessages.setupTokenRequired':
    'A primeira conta desta instância precisa do token de configuração fornecido pelo operador.',
  'accountMessages.setupTokenWrong': 'O token de configuração não está correto.',
  'accountMessages.recoveryCodesCopied': 'Códigos de recuperação copiados.',
  'accountMessages.googleDisconnected': 'O Google não está mais conectado à sua conta.',
  'applicationMessages.companyRequired': 'Digite a empresa.',
  'applicationMessages.roleRequired': 'Digite o cargo.',
  'applicationMessages.linkInvalid': 'O link deve ser um endereço web que comece com http:// ou https://.',
  'applicationMessages.reasonRequired': 'Diga por que a candidatura foi encerrada.',
  'applicationMessages.reasonOnlyWhenClosed': 'Um motivo só é informado quando a candidatura está encerrada.',
  'applicationMessages.nextStepTitleRequired': 'Dê um nome à próxima etapa.',
  'applicationMessages.nextStepDateInvalid': 'A próxima etapa precisa de data e hora.',
  'applicationMessages.notFound': 'Candidatura não encontrada.',
  'applicationMessages.invalidId': 'ID de candidatura inválido.',
  'applicationMessages.tooMany':
    'Você pode manter no máximo {max, plural, one {{max} candidatura} other {{max} candidaturas}}. Exclua algumas para adicionar mais.',
  'applicationMessages.nothingToUpdate': 'Nada para atualizar.',
  'applicationMessages.created': 'Candidatura adicionada.',
  'applicationMessages.updated': 'Candidatura salva.',
  'applicationMessages.deleted': 'Candidatura excluída.',
  'applicationMessages.stageChanged': 'Fase alterada.',
  'applicationMessages.csvNotCsv': 'Escolha um arquivo CSV.',
  'applicationMessages.csvTooLarge': 'O arquivo CSV tem mais de {megabytes} MB.',
  'applicationMessages.csvNoHeader':
    'O arquivo CSV deve começar com uma linha de cabeçalho que nomeie as colunas (pelo menos company e role).',
  'applicationMessages.csvTooManyRows':
    'Um arquivo CSV comporta no máximo {max, plural, one {{max} candidatura} other {{max} candidaturas}}.',
  'applicationMessages.csvAppliedAtInvalid':
    'applied_at deve ser uma data (2026-03-01) ou uma data e hora (2026-03-01T09:00:00Z).',
  'applicationMessages.importTooFast':
    'Você está importando candidaturas rápido demais. Aguarde um momento e tente novamente.',
  'applicationMessages.csvBadRow': 'Linha {line}: {message}',
  'applicationMessages.imported':
    '{count, plural, one {{count} candidatura importada} other {{count} candidaturas importadas}}.',
  'applicationMessages.resumeNotFound': 'Currículo não encontrado.',
  'applicationMessages.coverLetterNotFound': 'Carta de apresentação não encontrada.',
  'atsMessages.checked': 'Currículo verificado.',
  'atsMessages.fileChecked': 'Arquivo verificado.',
  'atsMessages.tooFast': 'Você está verificando currículos rápido demais. Aguarde um momento e tente novamente.',
  'atsMessages.publicTooFast': 'Muitos arquivos verificados a partir da sua rede. Aguarde um minuto e tente novamente.',
  'atsFileMessages.unsupported': 'Envie um arquivo PDF ou do Word (.docx) para verificar.',
  'coverLetterMessages.titleRequired': 'Digite um título.',
  'coverLetterMessages.notFound': 'Carta de apresentação não encontrada.',
  'coverLetterMessages.invalidId': 'ID de carta de apresentação inválido.',
  'coverLetterMessages.resumeNotFound': 'Currículo não encontrado.',
  'coverLetterMessages.applicationNotFound': 'Candidatura não encontrada.',
  'coverLetterMessages.bodyTooLong': 'Uma carta de apresentação pode ter no máximo 20000 caracteres.',
  'coverLetterMessages.tooMany':
    'Você pode manter no máximo {max, plural, one {{max} carta de apresentação} other {{max} cartas de apresentação}}. Exclua algumas para adicionar mais.',
  'coverLetterMessages.nothingToUpdate': 'Nada para atualizar.',
  'coverLetterMessages.versionConflict':
    'Esta carta de apresentação foi alterada em outro lugar. Seu texto foi mantido; revise a versão mais recente.',
  'coverLetterMessages.created': 'Carta de apresentação criada.',
  'coverLetterMessages.saved': 'Carta de apresentação salva.',
  'coverLetterMessages.deleted': 'Carta de apresentação movida para a lixeira.',
  'coverLetterMessages.restored': 'Carta de apresentação restaurada.',
  'coverLetterMessages.deletedForever': 'Carta de apresentação excluída definitivamente.',
  'coverLetterMessages.drafted': 'Rascunho pronto. Revise-o antes de inserir.',
  'coverLetterMessages.aiUnavailable': 'A redação com IA precisa de um provedor de IA; use o rascunho offline.',
  'coverLetterMessages.invalidFormat': 'O formato deve ser pdf ou docx.',
  'coverLetterMessages.chooseResume': 'Escolha um currículo.',
  'coverLetterMessages.draftRestorePrompt':
    'Esta carta de apresentação tem alterações neste dispositivo que nunca foram salvas.',
  'coverLetterMessages.draftInserted': 'Rascunho inserido.',
  'coverLetterMessages.draftInsertUndone': 'Seu texto anterior voltou.',
  'coverLetterMessages.noResumeLinked':
    'Vincule um currículo para ver a visualização: a carta usa os dados de contato e a aparência dele.',
  'jobMatchMessages.postingRequired': 'Cole a vaga.',
  'jobMatchMessages.postingTooLong': 'Uma vaga pode ter no máximo 50000 caracteres.',
  'jobMatchMessages.resumeRequired': 'Escolha um currículo para comparar.',
  'jobMatchMessages.resumeNotFound': 'Currículo não encontrado.',
  'jobMatchMessages.noPosting': 'Esta candidatura não tem texto da vaga para comparar. Cole a vaga primeiro.',
  'jobMatchMessages.noRequirements': 'Nenhum requisito foi encontrado nesta vaga.',
  'jobMatchMessages.secondOpinionUnavailable':
    'Uma segunda opinião precisa de um provedor de IA; a comparação offline é exibida.',
  'tailorMessages.created': 'Cópia adaptada criada.',
  'tailorMessages.accepted': 'Alteração aplicada.',
  'tailorMessages.undone': 'Alteração desfeita.',
  'tailorMessages.rejected': 'Alteração descartada.',
  'tailorMessages.noTailoring': 'Esta candidatura ainda não foi adaptada.',
  'tailorMessages.noProposals': 'Nada a alterar: seu currículo já coloca em primeiro lugar o que esta vaga pede.',
  'tailorMessages.conflict':
    'A cópia adaptada foi alterada em outro lugar. Ela foi recarregada: veja a alteração de novo e escolha.',
  'tailorMessages.stale': 'Esta parte da cópia adaptada mudou desde a proposta, então a proposta não se aplica mais.',
  'tailorMessages.sectionOrderReason':
    'Coloca {first} mais acima: mostra {count, plural, one {{count} dos itens} other {{count} dos itens}} que esta vaga pede.',
  'tailorMessages.skillOrderReason':
    'Coloca primeiro {met, plural, one {a habilidade} other {as {met} habilidades}} que a vaga pede.',
  'tailorMessages.bulletOrderReason':
    'Sobe {met, plural, one {o tópico que atende} other {os {met} tópicos que atendem}} à vaga.',
  'tailorMessages.aiSummaryReason': 'Um resumo reformulado que fala com a vaga, sem nada que o seu currículo não diga.',
  'tailorMessages.aiBulletReason': 'Um tópico reformulado que fala com a vaga, sem nada que o seu currículo não diga.',
  'tailorMessages.proposalNotFound': 'Proposta não encontrada.',
  'tailorMessages.invalidDecision': 'Escolha accepted, rejected ou open.',
  'tailorMessages.dropped':
    '{count, plural, one {{count} proposta foi descartada porque acrescentava fatos que seu currículo não tem.} other {{count} propostas foram descartadas porque acrescentavam fatos que seu currículo não tem.}}',
} satisfies PartCatalogue<'messages'>;
