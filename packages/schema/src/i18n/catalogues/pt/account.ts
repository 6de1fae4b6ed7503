import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'account.title': 'Configurações da conta',

  'account.profile.title': 'Perfil',
  'account.profile.description': 'Seu nome e o e-mail com que você entra.',
  'account.profile.currentPassword': 'Senha atual',
  'account.profile.emailChangeHint': 'Para alterar seu e-mail, é preciso informar sua senha atual.',
  'account.profile.save': 'Salvar perfil',

  'account.email.verified': 'Verificado',
  'account.email.notVerified': 'Não verificado',
  'account.email.resend': 'Reenviar',
  'account.email.sending': 'Enviando…',

  'account.password.description':
    'Alterar sua senha encerra suas sessões em todos os outros lugares; aqui a sessão continua ativa.',
  'account.password.change': 'Alterar senha',
  'account.password.changing': 'Alterando…',
  'account.password.new': 'Nova senha',
  'account.password.rule': 'Pelo menos {min} caracteres.',
  'account.password.confirm': 'Confirme a nova senha',

  'account.twoFactor.description':
    'Ao entrar, também é pedido um código de um aplicativo autenticador, então sua senha sozinha não basta.',
  'account.twoFactor.on': 'Ativado',
  'account.twoFactor.turnOff': 'Desativar',
  'account.twoFactor.turnOnFull': 'Ativar o login em duas etapas',
  'account.twoFactor.turnOffFull': 'Desativar o login em duas etapas',
  'account.twoFactor.setUp': 'Configurar o login em duas etapas',
  'account.twoFactor.scan': '1. Escaneie este código QR com seu aplicativo autenticador.',
  'account.twoFactor.qrLabel': 'Código QR para seu aplicativo autenticador',
  'account.twoFactor.typeKey': 'Ou digite esta chave no aplicativo: <code>{secret}</code>',
  'account.twoFactor.code': 'Código de autenticação',
  'account.twoFactor.enterCode': '2. Digite o código de 6 dígitos que o aplicativo mostra.',
  'account.twoFactor.turnOn': 'Ativar',
  'account.twoFactor.turningOn': 'Ativando…',
  'account.twoFactor.turningOff': 'Desativando…',
  'account.twoFactor.disableHint': 'Um código do seu aplicativo autenticador ou um código de recuperação.',
  'account.twoFactor.disableHintPassword':
    'Um código do seu aplicativo autenticador ou um código de recuperação. Ou deixe o campo vazio e digite sua senha.',

  'account.recovery.title': 'Seus códigos de recuperação',
  'account.recovery.keep':
    'Guarde-os em um lugar seguro. Cada um permite entrar uma vez se você perder seu aplicativo autenticador. Eles são mostrados só agora.',
  'account.recovery.label': 'Códigos de recuperação',
  'account.recovery.copy': 'Copiar',
  'account.recovery.download': 'Baixar .txt',

  'account.passkeys.title': 'Chaves de acesso',
  'account.passkeys.description':
    'Entre com a digital, o rosto ou o PIN do seu dispositivo, ou com seu gerenciador de senhas, em vez de uma senha.',
  'account.passkeys.none': 'Nenhuma chave de acesso ainda.',
  'account.passkeys.list': 'Suas chaves de acesso',
  'account.passkeys.addedUsed': 'Adicionada {added} · último uso {used}',
  'account.passkeys.addedNeverUsed': 'Adicionada {added} · nunca usada',
  'account.passkeys.add': 'Adicionar uma chave de acesso',
  'account.passkeys.adding': 'Aguardando seu dispositivo…',
  'account.passkeys.removeTitle': 'Remover “{name}”?',
  'account.passkeys.removeText':
    'Você não poderá mais entrar com esta chave de acesso. O dispositivo ou gerenciador de senhas ainda pode listá-la: remova-a lá também.',
  'account.passkeys.remove': 'Remover chave de acesso',
  'account.passkeys.renameTitle': 'Renomear chave de acesso',
  'account.passkeys.renameText': 'Um nome que indique qual dispositivo ou gerenciador de senhas a guarda.',
  'account.passkeys.name': 'Nome',
  'account.passkeys.saveName': 'Salvar nome',

  'account.sessions.title': 'Sessões ativas',
  'account.sessions.description':
    'Os dispositivos e navegadores conectados à sua conta. Encerre as sessões que você não reconhecer.',
  'account.sessions.thisDevice': 'Este dispositivo',
  'account.sessions.lastSeen': 'Última atividade {time}',
  'account.sessions.signOut': 'Sair',
  'account.sessions.signOutOthers': 'Sair de todas as outras sessões',
  'account.device.browserOnSystem': '{browser} no {system}',
  'account.device.browser': 'Um navegador no {system}',
  'account.device.unknown': 'Dispositivo desconhecido',

  'account.google.description': 'Entre também com sua conta do Google.',
  'account.google.connected': 'Conectado',
  'account.google.canSignIn': 'Você pode entrar com o Google.',
  'account.google.notConnected': 'Não conectado.',
  'account.google.passwordHint': 'Confirme que é você com sua senha atual.',
  'account.google.connect': 'Conectar o Google',
  'account.google.connecting': 'Conectando…',
  'account.google.disconnect': 'Desconectar o Google',
  'account.google.disconnecting': 'Desconectando…',

  'account.data.title': 'Seus dados',
  'account.data.description': 'Baixe sua conta e todos os currículos em um único arquivo JSON (vitae-export.json).',
  'account.data.download': 'Baixar meus dados',
  'account.data.downloading': 'Baixando…',

  'account.delete.title': 'Excluir conta',
  'account.delete.description': 'Exclua sua conta e todos os currículos dela. Não é possível desfazer.',
  'account.delete.button': 'Excluir minha conta',
  'account.delete.confirmTitle': 'Excluir sua conta?',
  'account.delete.confirmText':
    'Sua conta e todos os currículos dela serão excluídos para sempre, e sua sessão será encerrada. Não é possível desfazer.',
  'account.delete.confirm': 'Excluir a conta para sempre',
  'account.delete.deleting': 'Excluindo…',

  'auth.backToLogIn': 'Voltar para o login',
  'auth.forgot.title': 'Esqueceu sua senha?',
  'auth.forgot.label': 'Pedir um link de redefinição',
  'auth.forgot.intro': 'Digite o e-mail com que você entra e enviaremos um link para criar uma nova senha.',
  'auth.forgot.send': 'Enviar link de redefinição',
  'auth.reset.title': 'Crie uma nova senha',
  'auth.reset.newLink': 'Enviar um novo link',
  'auth.reset.submit': 'Salvar nova senha',
  'auth.verify.title': 'Verifique seu e-mail',
  'auth.verify.verifying': 'Verificando…',
  'auth.verify.tryAgain': 'Tentar novamente',
  'auth.verify.dashboard': 'Ir para o seu painel',
  'auth.twoFactor.hint':
    'O código de 6 dígitos que seu aplicativo autenticador mostra, ou um dos seus códigos de recuperação.',
  'auth.twoFactor.verify': 'Verificar',
  'auth.twoFactor.usePasskey': 'Usar uma chave de acesso',
  'auth.passkey.signIn': 'Entrar com uma chave de acesso',
  'auth.passkey.waiting': 'Aguardando sua chave de acesso…',
  'auth.google.continue': 'Continuar com o Google',

  'mail.resetPassword.subject': 'Redefina sua senha do Vitae',
  'mail.resetPassword.asked': 'Alguém (esperamos que você) pediu para redefinir a senha da sua conta do Vitae.',
  'mail.resetPassword.once':
    'O link abaixo funciona uma única vez, por {minutes, plural, one {# minuto} other {# minutos}}. Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
  'mail.resetPassword.link': 'Escolher uma nova senha',
  'mail.passwordChanged.subject': 'Sua senha do Vitae foi alterada',
  'mail.passwordChanged.changed':
    'A senha da sua conta do Vitae acabou de ser alterada, e todas as sessões foram encerradas.',
  'mail.passwordChanged.notYou': 'Se não foi você, redefina sua senha imediatamente e confira as sessões da sua conta.',
  'mail.verifyEmail.subject': 'Verifique seu endereço de e-mail no Vitae',
  'mail.verifyEmail.confirm':
    'Confirme que este endereço é seu: abra o link abaixo (ele funciona uma única vez, por 24 horas).',
  'mail.verifyEmail.link': 'Verificar meu endereço de e-mail',
  'mail.confirmNewEmail.subject': 'Confirme seu novo endereço de e-mail no Vitae',
  'mail.confirmNewEmail.asked':
    'Você pediu para usar este endereço na sua conta do Vitae. A alteração acontece quando você abrir o link abaixo (ele funciona uma única vez, por 24 horas).',
  'mail.confirmNewEmail.link': 'Usar este endereço de e-mail',
  'mail.emailChangeRequested.subject': 'O endereço de e-mail da sua conta do Vitae vai mudar',
  'mail.emailChangeRequested.asked':
    'Alguém conectado à sua conta do Vitae pediu para alterar o endereço dela para {newEmail}. Ele só muda quando o link enviado para lá for aberto.',
  'mail.emailChangeRequested.notYou':
    'Se não foi você, altere sua senha e encerre todas as outras sessões na página da sua conta.',
  'mail.twoFactorOn.subject': 'O login em duas etapas está ativado',
  'mail.twoFactorOn.text':
    'O login em duas etapas foi ativado na sua conta do Vitae. Guarde seus códigos de recuperação em um lugar seguro.',
  'mail.twoFactorOff.subject': 'O login em duas etapas foi desativado',
  'mail.twoFactorOff.text':
    'O login em duas etapas foi desativado na sua conta do Vitae. Se não foi você, redefina sua senha imediatamente.',
} satisfies PartCatalogue<'account'>;
